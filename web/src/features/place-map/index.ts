export { PlaceMap, type PlaceMapProps, type PlaceMarker } from "./components/place-map";
