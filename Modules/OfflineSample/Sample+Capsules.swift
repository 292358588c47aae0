// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let capsulesJSON = #"""
[
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cdeffd86e000604b330"
  ],
  "serial": "C101",
  "status": "retired",
  "type": "Dragon 1.0",
  "id": "5e9e2c5bf35918ed873b2664"
 },
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ce0ffd86e000604b332"
  ],
  "serial": "C103",
  "status": "unknown",
  "type": "Dragon 1.0",
  "id": "5e9e2c5bf3591835983b2666"
 },
 {
  "reuse_count": 2,
  "water_landings": 3,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d03ffd86e000604b352"
  ],
  "serial": "C106",
  "status": "active",
  "type": "Dragon 1.1",
  "id": "5e9e2c5bf3591880643b2669"
 },
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ce8ffd86e000604b33c"
  ],
  "serial": "C107",
  "status": "unknown",
  "type": "Dragon 1.1",
  "id": "5e9e2c5bf35918165f3b266a"
 },
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87ceeffd86e000604b341"
  ],
  "serial": "C109",
  "status": "destroyed",
  "type": "Dragon 1.1",
  "id": "5e9e2c5cf35918407d3b266c"
 },
 {
  "reuse_count": 1,
  "water_landings": 2,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87cf3ffd86e000604b345",
   "5eb87d16ffd86e000604b364"
  ],
  "serial": "C110",
  "status": "active",
  "type": "Dragon 1.1",
  "id": "5e9e2c5cf3591885d43b266d"
 },
 {
  "reuse_count": 2,
  "water_landings": 3,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d26ffd86e000604b371"
  ],
  "serial": "C112",
  "status": "active",
  "type": "Dragon 1.1",
  "id": "5e9e2c5cf359185d753b266f"
 },
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d2bffd86e000604b375"
  ],
  "serial": "C201",
  "status": "retired",
  "type": "Dragon 2.0",
  "id": "5e9e2c5df35918b1063b2671"
 },
 {
  "reuse_count": 0,
  "water_landings": 1,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d3dffd86e000604b381"
  ],
  "serial": "C205",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "5e9e2c5df359184c9a3b2672"
 },
 {
  "reuse_count": 2,
  "water_landings": 2,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d46ffd86e000604b388",
   "5fe3af58b3467846b324215f",
   "61eefaa89eb1064137a1bd73"
  ],
  "serial": "C206",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "5e9e2c5df359188aba3b2676"
 },
 {
  "reuse_count": 1,
  "water_landings": 2,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "5eb87d4dffd86e000604b38e",
   "607a37565a906a44023e0866"
  ],
  "serial": "C207",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "5f6f99fddcfdf403df379709"
 },
 {
  "reuse_count": 1,
  "water_landings": 2,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "6161d2006db1a92bfba85356"
  ],
  "serial": "C209",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "60b803421f83cc1e59f1644d"
 },
 {
  "reuse_count": 1,
  "water_landings": 0,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "62dd70d5202306255024d139"
  ],
  "serial": "C210",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "617c05591bad2c661a6e2909"
 },
 {
  "reuse_count": 0,
  "water_landings": 0,
  "land_landings": 0,
  "last_update": null,
  "launches": [
   "6243ade2af52800c6e919255"
  ],
  "serial": "C212",
  "status": "active",
  "type": "Dragon 2.0",
  "id": "62615d180ec008379be596f1"
 }
]
"""#
}
