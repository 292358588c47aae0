// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let coresJSON = #"""
[
 {
  "block": null,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cd9ffd86e000604b32a"
  ],
  "serial": "Merlin1A",
  "status": "lost",
  "id": "5e9e289df35918033d3b2623"
 },
 {
  "block": null,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdaffd86e000604b32b"
  ],
  "serial": "Merlin2A",
  "status": "lost",
  "id": "5e9e289ef35918416a3b2624"
 },
 {
  "block": null,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdbffd86e000604b32c"
  ],
  "serial": "Merlin1C",
  "status": "lost",
  "id": "5e9e289ef3591814873b2625"
 },
 {
  "block": null,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdbffd86e000604b32d"
  ],
  "serial": "Merlin2C",
  "status": "lost",
  "id": "5e9e289ef3591855dc3b2626"
 },
 {
  "block": null,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdcffd86e000604b32e"
  ],
  "serial": "Merlin3C",
  "status": "lost",
  "id": "5e9e289ef359184f103b2627"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cddffd86e000604b32f"
  ],
  "serial": "B0003",
  "status": "expended",
  "id": "5e9e289ef359185f2b3b2628"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdeffd86e000604b330"
  ],
  "serial": "B0004",
  "status": "lost",
  "id": "5e9e289ef35918187c3b2629"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ce0ffd86e000604b332"
  ],
  "serial": "B0006",
  "status": "lost",
  "id": "5e9e289ff3591821a73b262b"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ce8ffd86e000604b33c"
  ],
  "serial": "B1012",
  "status": "lost",
  "id": "5e9e28a0f359187a3c3b2635"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ceaffd86e000604b33d"
  ],
  "serial": "B1013",
  "status": "lost",
  "id": "5e9e28a0f3591885be3b2636"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cedffd86e000604b340"
  ],
  "serial": "B1016",
  "status": "lost",
  "id": "5e9e28a1f35918233f3b2639"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ceeffd86e000604b341"
  ],
  "serial": "B1018",
  "status": "lost",
  "id": "5e9e28a1f35918683c3b263a"
 },
 {
  "block": 1,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cf0ffd86e000604b343"
  ],
  "serial": "B1017",
  "status": "lost",
  "id": "5e9e28a1f3591842fa3b263c"
 },
 {
  "block": 2,
  "reuse_count": 1,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 2,
  "asds_landings": 2,
  "last_update": null,
  "launches": [
   "5eb87cf3ffd86e000604b345"
  ],
  "serial": "B1021",
  "status": "inactive",
  "id": "5e9e28a2f359182d0b3b263e"
 },
 {
  "block": 2,
  "reuse_count": 1,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 1,
  "asds_landings": 1,
  "last_update": null,
  "launches": [
   "5eb87cf6ffd86e000604b347",
   "5eb87d13ffd86e000604b360"
  ],
  "serial": "B1023",
  "status": "inactive",
  "id": "5e9e28a2f3591845c73b2640"
 },
 {
  "block": 2,
  "reuse_count": 1,
  "rtls_attempts": 2,
  "rtls_landings": 2,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d13ffd86e000604b360"
  ],
  "serial": "B1025",
  "status": "inactive",
  "id": "5e9e28a2f359187f273b2642"
 },
 {
  "block": 3,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cfbffd86e000604b34b"
  ],
  "serial": "B1028",
  "status": "lost",
  "id": "5e9e28a2f359187ee83b2644"
 },
 {
  "block": 3,
  "reuse_count": 1,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 2,
  "asds_landings": 2,
  "last_update": null,
  "launches": [
   "5eb87cfdffd86e000604b34c"
  ],
  "serial": "B1029",
  "status": "inactive",
  "id": "5e9e28a3f359189e3a3b2645"
 },
 {
  "block": 3,
  "reuse_count": 1,
  "rtls_attempts": 2,
  "rtls_landings": 2,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d03ffd86e000604b352"
  ],
  "serial": "B1035",
  "status": "inactive",
  "id": "5e9e28a3f3591856803b264a"
 },
 {
  "block": 4,
  "reuse_count": 1,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d16ffd86e000604b364"
  ],
  "serial": "B1039",
  "status": "expended",
  "id": "5e9e28a4f3591884ee3b264d"
 },
 {
  "block": 4,
  "reuse_count": 1,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d09ffd86e000604b358"
  ],
  "serial": "B1040",
  "status": "expended",
  "id": "5e9e28a4f3591845123b264f"
 },
 {
  "block": 4,
  "reuse_count": 1,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d10ffd86e000604b35e"
  ],
  "serial": "B1043",
  "status": "expended",
  "id": "5e9e28a4f35918345e3b2652"
 },
 {
  "block": 3,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d13ffd86e000604b360"
  ],
  "serial": "B1033",
  "status": "lost",
  "id": "5e9e28a5f359187f703b2653"
 },
 {
  "block": 5,
  "reuse_count": 3,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 3,
  "asds_landings": 3,
  "last_update": null,
  "launches": [
   "5eb87d3dffd86e000604b381"
  ],
  "serial": "B1046",
  "status": "expended",
  "id": "5e9e28a5f359182b023b2656"
 },
 {
  "block": 5,
  "reuse_count": 2,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 2,
  "asds_landings": 2,
  "last_update": null,
  "launches": [
   "5eb87d24ffd86e000604b36f"
  ],
  "serial": "B1047",
  "status": "expended",
  "id": "5e9e28a5f359181eed3b2657"
 },
 {
  "block": 5,
  "reuse_count": 9,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 10,
  "asds_landings": 10,
  "last_update": null,
  "launches": [
   "5eb87d30ffd86e000604b378"
  ],
  "serial": "B1049",
  "status": "expended",
  "id": "5e9e28a5f3591833b13b2659"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 1,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d26ffd86e000604b371"
  ],
  "serial": "B1050",
  "status": "inactive",
  "id": "5e9e28a6f359185c603b265a"
 },
 {
  "block": 5,
  "reuse_count": 12,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 12,
  "asds_landings": 12,
  "last_update": null,
  "launches": [
   "5eb87d2bffd86e000604b375"
  ],
  "serial": "B1051",
  "status": "expended",
  "id": "5e9e28a6f35918c0803b265c"
 },
 {
  "block": 5,
  "reuse_count": 6,
  "rtls_attempts": 3,
  "rtls_landings": 3,
  "asds_attempts": 4,
  "asds_landings": 4,
  "last_update": null,
  "launches": [
   "5eb87d2dffd86e000604b376",
   "62a9f86420413d2695d88719"
  ],
  "serial": "B1052",
  "status": "active",
  "id": "5e9e28a6f359183c413b265d"
 },
 {
  "block": 5,
  "reuse_count": 1,
  "rtls_attempts": 2,
  "rtls_landings": 2,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d2dffd86e000604b376"
  ],
  "serial": "B1053",
  "status": "active",
  "id": "5e9e28a6f359188fd53b265e"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 1,
  "asds_landings": 1,
  "last_update": null,
  "launches": [
   "5eb87d2dffd86e000604b376"
  ],
  "serial": "B1055",
  "status": "lost",
  "id": "5e9e28a6f3591897453b265f"
 },
 {
  "block": 5,
  "reuse_count": 13,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 13,
  "asds_landings": 13,
  "last_update": null,
  "launches": [
   "5eb87d46ffd86e000604b388",
   "5fd386aa7faea57d297c86c1"
  ],
  "serial": "B1058",
  "status": "active",
  "id": "5e9e28a7f3591817f23b2663"
 },
 {
  "block": 5,
  "reuse_count": 9,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 9,
  "asds_landings": 9,
  "last_update": null,
  "launches": [
   "5eb87d4dffd86e000604b38e",
   "5fe3af58b3467846b324215f"
  ],
  "serial": "B1061",
  "status": "active",
  "id": "5f57c53d0622a6330279009f"
 },
 {
  "block": 5,
  "reuse_count": 8,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 9,
  "asds_landings": 9,
  "last_update": null,
  "launches": [
   "607a37565a906a44023e0866",
   "61eefaa89eb1064137a1bd73",
   "62a9f12820413d2695d88716"
  ],
  "serial": "B1062",
  "status": "active",
  "id": "5f57c5440622a633027900a0"
 },
 {
  "block": 5,
  "reuse_count": 6,
  "rtls_attempts": 1,
  "rtls_landings": 1,
  "asds_attempts": 6,
  "asds_landings": 6,
  "last_update": null,
  "launches": [
   "5fe3b107b3467846b324216b"
  ],
  "serial": "B1063",
  "status": "active",
  "id": "5f57c54a0622a633027900a1"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [],
  "serial": "B1064",
  "status": "active",
  "id": "5fe3b8f2b3467846b3242181"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [],
  "serial": "B1065",
  "status": "active",
  "id": "5fe3b8fbb3467846b3242182"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 0,
  "asds_landings": 0,
  "last_update": null,
  "launches": [],
  "serial": "B1066",
  "status": "expended",
  "id": "5fe3b906b3467846b3242183"
 },
 {
  "block": 5,
  "reuse_count": 5,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 6,
  "asds_landings": 6,
  "last_update": null,
  "launches": [
   "6243ade2af52800c6e919255"
  ],
  "serial": "B1067",
  "status": "active",
  "id": "60b800111f83cc1e59f16438"
 },
 {
  "block": 5,
  "reuse_count": 1,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 2,
  "asds_landings": 2,
  "last_update": null,
  "launches": [
   "6161d2006db1a92bfba85356"
  ],
  "serial": "B1069",
  "status": "active",
  "id": "61c1ef45a4a2462678cbf45d"
 },
 {
  "block": 5,
  "reuse_count": 2,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 3,
  "asds_landings": 3,
  "last_update": null,
  "launches": [
   "6243aea5af52800c6e91925c"
  ],
  "serial": "B1073",
  "status": "active",
  "id": "627843db57b51b752c5c5a54"
 },
 {
  "block": 5,
  "reuse_count": 0,
  "rtls_attempts": 0,
  "rtls_landings": 0,
  "asds_attempts": 1,
  "asds_landings": 1,
  "last_update": null,
  "launches": [
   "62dd70d5202306255024d139"
  ],
  "serial": "B1077",
  "status": "active",
  "id": "633d9da635a71d1d9c66797b"
 }
]
"""#
}
