import type { SafePlace, SafePlaceList } from "../api/safe-places";

/** A verified place another member reported: the reader may not correct it. */
export const verifiedHospital: SafePlace = {
  id: 1,
  name: "Lopital Inivèsite Leta Ayiti (HUEH)",
  description: "Ijans louvri 24 sou 24.",
  latitude: 18.5392,
  longitude: -72.3364,
  address: "Rue Monseigneur Guilloux, Pòtoprens",
  category: "hospital",
  verificationStatus: "verified",
  reportedBy: "Marie Joseph",
  reportedAt: "2026-03-02T15:00:00.000Z",
  lastUpdated: "2026-03-04T09:30:00.000Z",
  safetyRating: 4.5,
  tags: ["ijans", "24 sou 24"],
  rejectionReason: null,
  canEdit: false,
};

/** The reader's own verified place: they may correct it. */
export const ownShelter: SafePlace = {
  ...verifiedHospital,
  id: 2,
  name: "Abri Sitwayen Okap",
  category: "shelter",
  address: "Boulevard du Cap, Okap",
  description: "Abri pou fanmi lè gen siklòn.",
  reportedBy: "Jean Baptiste",
  safetyRating: 0,
  tags: [],
  canEdit: true,
};

/** The reader's own place awaiting a moderator. */
export const ownPending: SafePlace = { ...ownShelter, id: 3, name: "Komisarya Jakmèl", category: "police", verificationStatus: "pending" };

/** The reader's own place a moderator refused, with the reason. */
export const ownRefused: SafePlace = {
  ...ownShelter,
  id: 4,
  name: "Legliz Sen Trinite",
  category: "religious",
  verificationStatus: "unverified",
  rejectionReason: "Adrès la pa kòrèk.",
};

export const sampleSafePlaces: SafePlaceList = [ownRefused, verifiedHospital, ownShelter, ownPending];
