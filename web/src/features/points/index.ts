export { LevelIcon } from "./components/level-icon";
export { PointsToastHost } from "./components/points-toast-host";
