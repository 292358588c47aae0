// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let landpadsJSON = #"""
[
 {
  "images": {
   "large": [
    "https://i.imgur.com/KHBk6jO.png"
   ]
  },
  "name": "LZ-1",
  "full_name": "Landing Zone 1",
  "status": "active",
  "type": "RTLS",
  "locality": "Cape Canaveral",
  "region": "Florida",
  "latitude": 28.485833,
  "longitude": -80.544444,
  "landing_attempts": 21,
  "landing_successes": 20,
  "wikipedia": "https://en.wikipedia.org/wiki/Landing_Zones_1_and_2",
  "details": null,
  "launches": [
   "5eb87d03ffd86e000604b352",
   "5eb87d09ffd86e000604b358",
   "5eb87d10ffd86e000604b35e",
   "5eb87d13ffd86e000604b360",
   "5eb87d26ffd86e000604b371",
   "5eb87d2dffd86e000604b376"
  ],
  "id": "5e9e3032383ecb267a34e7c7"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/YE8PMYX.png"
   ]
  },
  "name": "LZ-2",
  "full_name": "Landing Zone 2",
  "status": "active",
  "type": "RTLS",
  "locality": "Cape Canaveral",
  "region": "Florida",
  "latitude": 28.485833,
  "longitude": -80.544444,
  "landing_attempts": 3,
  "landing_successes": 3,
  "wikipedia": "https://en.wikipedia.org/wiki/Landing_Zones_1_and_2",
  "details": null,
  "launches": [
   "5eb87d13ffd86e000604b360",
   "5eb87d2dffd86e000604b376"
  ],
  "id": "5e9e3032383ecb90a834e7c8"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/647XbH6.png"
   ]
  },
  "name": "LZ-4",
  "full_name": "Landing Zone 4",
  "status": "active",
  "type": "RTLS",
  "locality": "Vandenberg Air Force Base",
  "region": "California",
  "latitude": 34.632989,
  "longitude": -120.615167,
  "landing_attempts": 6,
  "landing_successes": 6,
  "wikipedia": "https://en.wikipedia.org/wiki/Vandenberg_AFB_Space_Launch_Complex_4#LZ-4_landing_history",
  "details": null,
  "launches": [],
  "id": "5e9e3032383ecb554034e7c9"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/rbpkg01.png"
   ]
  },
  "name": "OCISLY",
  "full_name": "Of Course I Still Love You",
  "status": "active",
  "type": "ASDS",
  "locality": "Port of Los Angeles",
  "region": "California",
  "latitude": 33.7291858,
  "longitude": -118.262015,
  "landing_attempts": 61,
  "landing_successes": 54,
  "wikipedia": "https://en.wikipedia.org/wiki/Autonomous_spaceport_drone_ship",
  "details": null,
  "launches": [
   "5eb87ceeffd86e000604b341",
   "5eb87cf3ffd86e000604b345",
   "5eb87cf6ffd86e000604b347",
   "5eb87cfbffd86e000604b34b",
   "5eb87d13ffd86e000604b360",
   "5eb87d24ffd86e000604b36f",
   "5eb87d2bffd86e000604b375",
   "5eb87d2dffd86e000604b376",
   "5eb87d30ffd86e000604b378",
   "5eb87d46ffd86e000604b388",
   "5fd386aa7faea57d297c86c1",
   "5fe3af58b3467846b324215f",
   "5fe3b107b3467846b324216b"
  ],
  "id": "5e9e3032383ecb6bb234e7ca"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/gZUJ04V.png"
   ]
  },
  "name": "JRTI-1",
  "full_name": "Just Read The Instructions V1",
  "status": "retired",
  "type": "ASDS",
  "locality": "Port Canaveral",
  "region": "Florida",
  "latitude": 28.4104,
  "longitude": -80.6188,
  "landing_attempts": 2,
  "landing_successes": 0,
  "wikipedia": "https://en.wikipedia.org/wiki/Autonomous_spaceport_drone_ship",
  "details": null,
  "launches": [
   "5eb87ce8ffd86e000604b33c"
  ],
  "id": "5e9e3032383ecb761634e7cb"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/46y4O15.png"
   ]
  },
  "name": "JRTI",
  "full_name": "Just Read The Instructions",
  "status": "active",
  "type": "ASDS",
  "locality": "Port Canaveral",
  "region": "Florida",
  "latitude": 28.4104,
  "longitude": -80.6188,
  "landing_attempts": 40,
  "landing_successes": 39,
  "wikipedia": "https://en.wikipedia.org/wiki/Autonomous_spaceport_drone_ship",
  "details": null,
  "launches": [
   "5eb87cf0ffd86e000604b343",
   "5eb87cfdffd86e000604b34c",
   "5eb87d4dffd86e000604b38e",
   "607a37565a906a44023e0866",
   "6161d2006db1a92bfba85356",
   "62a9f86420413d2695d88719",
   "62dd70d5202306255024d139"
  ],
  "id": "5e9e3033383ecbb9e534e7cc"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/PkrS8vQ.png"
   ]
  },
  "name": "ASOG",
  "full_name": "A Shortfall of Gravitas",
  "status": "active",
  "type": "ASDS",
  "locality": "Port Canaveral",
  "region": "Florida",
  "latitude": 33.7291858,
  "longitude": -118.262015,
  "landing_attempts": 21,
  "landing_successes": 21,
  "wikipedia": "https://en.wikipedia.org/wiki/Autonomous_spaceport_drone_ship",
  "details": null,
  "launches": [
   "61eefaa89eb1064137a1bd73",
   "6243ade2af52800c6e919255",
   "6243aea5af52800c6e91925c",
   "62a9f12820413d2695d88716"
  ],
  "id": "5e9e3033383ecb075134e7cd"
 }
]
"""#
}
