// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let launchpadsJSON = #"""
[
 {
  "images": {
   "large": [
    "https://i.imgur.com/7uXe1Kv.png"
   ]
  },
  "name": "VAFB SLC 3W",
  "full_name": "Vandenberg Space Force Base Space Launch Complex 3W",
  "locality": "Vandenberg Space Force Base",
  "region": "California",
  "latitude": 34.6440904,
  "longitude": -120.5931438,
  "launch_attempts": 0,
  "launch_successes": 0,
  "rockets": [
   "5e9d0d95eda69955f709d1eb"
  ],
  "timezone": "America/Los_Angeles",
  "launches": [],
  "status": "retired",
  "details": null,
  "id": "5e9e4501f5090910d4566f83"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/9oEMXwa.png"
   ]
  },
  "name": "CCSFS SLC 40",
  "full_name": "Cape Canaveral Space Force Station Space Launch Complex 40",
  "locality": "Cape Canaveral",
  "region": "Florida",
  "latitude": 28.5618571,
  "longitude": -80.577366,
  "launch_attempts": 97,
  "launch_successes": 95,
  "rockets": [
   "5e9d0d95eda69973a809d1ec"
  ],
  "timezone": "America/New_York",
  "launches": [
   "5eb87cddffd86e000604b32f",
   "5eb87cdeffd86e000604b330",
   "5eb87ce0ffd86e000604b332",
   "5eb87ce8ffd86e000604b33c",
   "5eb87ceaffd86e000604b33d",
   "5eb87cedffd86e000604b340",
   "5eb87ceeffd86e000604b341",
   "5eb87cf3ffd86e000604b345",
   "5eb87cf6ffd86e000604b347",
   "5eb87cfbffd86e000604b34b",
   "5eb87d10ffd86e000604b35e",
   "5eb87d16ffd86e000604b364",
   "5eb87d26ffd86e000604b371",
   "5eb87d30ffd86e000604b378",
   "5fd386aa7faea57d297c86c1",
   "6243aea5af52800c6e91925c",
   "62a9f12820413d2695d88716",
   "62a9f86420413d2695d88719"
  ],
  "status": "active",
  "details": null,
  "id": "5e9e4501f509094ba4566f84"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/ZzTTC5p.png"
   ]
  },
  "name": "STLS",
  "full_name": "SpaceX South Texas Launch Site",
  "locality": "Boca Chica Village",
  "region": "Texas",
  "latitude": 25.9972641,
  "longitude": -97.1560845,
  "launch_attempts": 0,
  "launch_successes": 0,
  "rockets": [],
  "timezone": "America/Chicago",
  "launches": [],
  "status": "under construction",
  "details": null,
  "id": "5e9e4502f5090927f8566f85"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/GGPgsVs.png"
   ]
  },
  "name": "Kwajalein Atoll",
  "full_name": "Kwajalein Atoll Omelek Island",
  "locality": "Omelek Island",
  "region": "Marshall Islands",
  "latitude": 9.0477206,
  "longitude": 167.7431292,
  "launch_attempts": 5,
  "launch_successes": 2,
  "rockets": [
   "5e9d0d95eda69955f709d1eb"
  ],
  "timezone": "Pacific/Kwajalein",
  "launches": [
   "5eb87cd9ffd86e000604b32a",
   "5eb87cdaffd86e000604b32b",
   "5eb87cdbffd86e000604b32c",
   "5eb87cdbffd86e000604b32d",
   "5eb87cdcffd86e000604b32e"
  ],
  "status": "retired",
  "details": null,
  "id": "5e9e4502f5090995de566f86"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/asp5L08.png"
   ]
  },
  "name": "VAFB SLC 4E",
  "full_name": "Vandenberg Space Force Base Space Launch Complex 4E",
  "locality": "Vandenberg Space Force Base",
  "region": "California",
  "latitude": 34.632093,
  "longitude": -120.610829,
  "launch_attempts": 28,
  "launch_successes": 27,
  "rockets": [
   "5e9d0d95eda69973a809d1ec"
  ],
  "timezone": "America/Los_Angeles",
  "launches": [
   "5eb87cf0ffd86e000604b343",
   "5eb87cfdffd86e000604b34c",
   "5fe3b107b3467846b324216b"
  ],
  "status": "active",
  "details": null,
  "id": "5e9e4502f509092b78566f87"
 },
 {
  "images": {
   "large": [
    "https://i.imgur.com/1jwU0Pk.png"
   ]
  },
  "name": "KSC LC 39A",
  "full_name": "Kennedy Space Center Historic Launch Complex 39A",
  "locality": "Cape Canaveral",
  "region": "Florida",
  "latitude": 28.6080585,
  "longitude": -80.6039558,
  "launch_attempts": 54,
  "launch_successes": 54,
  "rockets": [
   "5e9d0d95eda69973a809d1ec",
   "5e9d0d95eda69974db09d1ed"
  ],
  "timezone": "America/New_York",
  "launches": [
   "5eb87d03ffd86e000604b352",
   "5eb87d09ffd86e000604b358",
   "5eb87d13ffd86e000604b360",
   "5eb87d24ffd86e000604b36f",
   "5eb87d2bffd86e000604b375",
   "5eb87d2dffd86e000604b376",
   "5eb87d3dffd86e000604b381",
   "5eb87d46ffd86e000604b388",
   "5eb87d4dffd86e000604b38e",
   "5fe3af58b3467846b324215f",
   "607a37565a906a44023e0866",
   "6161d2006db1a92bfba85356",
   "61eefaa89eb1064137a1bd73",
   "6243ade2af52800c6e919255"
  ],
  "status": "active",
  "details": null,
  "id": "5e9e4502f509094188566f88"
 }
]
"""#
}
