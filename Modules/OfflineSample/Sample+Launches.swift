// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let launchesJSON = #"""
[
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/94/f2/NN6Ph45r_o.png",
    "large": "https://images2.imgbox.com/5b/02/QcxHUb5V_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://www.youtube.com/watch?v=0a_00nJ_Y88",
   "youtube_id": "0a_00nJ_Y88",
   "article": "https://www.space.com/2196-spacex-inaugural-falcon-1-rocket-lost-launch.html",
   "wikipedia": "https://en.wikipedia.org/wiki/DemoSat"
  },
  "static_fire_date_utc": "2006-03-17T00:00:00.000Z",
  "static_fire_date_unix": 1142553600,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69955f709d1eb",
  "success": false,
  "failures": [
   {
    "time": 33,
    "altitude": null,
    "reason": "first-stage engine fire, then shutdown"
   }
  ],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b5b6c3bb0006eeb1e1"
  ],
  "launchpad": "5e9e4502f5090995de566f86",
  "flight_number": 1,
  "name": "FalconSat",
  "date_utc": "2006-03-24T22:30:00.000Z",
  "date_unix": 1143239400,
  "date_local": "2006-03-25T10:30:00+12:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289df35918033d3b2623",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cd9ffd86e000604b32a"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/f9/4a/ZboXReNb_o.png",
    "large": "https://images2.imgbox.com/80/a2/bkWotCIS_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://www.youtube.com/watch?v=Lk4zQ2wP-Nc",
   "youtube_id": "Lk4zQ2wP-Nc",
   "article": "https://www.space.com/3590-spacex-falcon-1-rocket-fails-reach-orbit.html",
   "wikipedia": "https://en.wikipedia.org/wiki/DemoSat"
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69955f709d1eb",
  "success": false,
  "failures": [
   {
    "time": 301,
    "altitude": 289,
    "reason": "second stage shut down early after oscillating"
   }
  ],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b6b6c3bb0006eeb1e2"
  ],
  "launchpad": "5e9e4502f5090995de566f86",
  "flight_number": 2,
  "name": "DemoSat",
  "date_utc": "2007-03-21T01:10:00.000Z",
  "date_unix": 1174439400,
  "date_local": "2007-03-21T13:10:00+12:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef35918416a3b2624",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cdaffd86e000604b32b"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/6c/cb/na1tzhHs_o.png",
    "large": "https://images2.imgbox.com/4a/80/k1oAkY0k_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://www.youtube.com/watch?v=v0w9p3U8860",
   "youtube_id": "v0w9p3U8860",
   "article": "http://www.spacex.com/news/2013/02/11/falcon-1-flight-3-mission-summary",
   "wikipedia": "https://en.wikipedia.org/wiki/Trailblazer_(satellite)"
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69955f709d1eb",
  "success": false,
  "failures": [
   {
    "time": 140,
    "altitude": 35,
    "reason": "first stage struck the second after separation"
   }
  ],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b6b6c3bb0006eeb1e3",
   "5eb0e4b6b6c3bb0006eeb1e4"
  ],
  "launchpad": "5e9e4502f5090995de566f86",
  "flight_number": 3,
  "name": "Trailblazer",
  "date_utc": "2008-08-03T03:34:00.000Z",
  "date_unix": 1217734440,
  "date_local": "2008-08-03T15:34:00+12:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef3591814873b2625",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cdbffd86e000604b32c"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/95/39/sRqN7rsv_o.png",
    "large": "https://images2.imgbox.com/a3/99/qswRYzE8_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://www.youtube.com/watch?v=dLQ2tZEH6G0",
   "youtube_id": "dLQ2tZEH6G0",
   "article": "https://en.wikipedia.org/wiki/Ratsat",
   "wikipedia": "https://en.wikipedia.org/wiki/Ratsat"
  },
  "static_fire_date_utc": "2008-09-20T00:00:00.000Z",
  "static_fire_date_unix": 1221868800,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69955f709d1eb",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b7b6c3bb0006eeb1e5"
  ],
  "launchpad": "5e9e4502f5090995de566f86",
  "flight_number": 4,
  "name": "RatSat",
  "date_utc": "2008-09-28T23:15:00.000Z",
  "date_unix": 1222643700,
  "date_local": "2008-09-28T11:15:00+12:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef3591855dc3b2626",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cdbffd86e000604b32d"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/ab/5a/Pequxd5d_o.png",
    "large": "https://images2.imgbox.com/92/e4/7Cf6MLY0_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": "http://www.spacex.com/press/2012/12/19/spacexs-falcon-1-successfully-delivers-razaksat-satellite-orbit",
   "webcast": "https://www.youtube.com/watch?v=yTaIDooc8Og",
   "youtube_id": "yTaIDooc8Og",
   "article": "http://www.spacex.com/news/2013/02/12/falcon-1-flight-5",
   "wikipedia": "https://en.wikipedia.org/wiki/RazakSAT"
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69955f709d1eb",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b7b6c3bb0006eeb1e6"
  ],
  "launchpad": "5e9e4502f5090995de566f86",
  "flight_number": 5,
  "name": "RazakSat",
  "date_utc": "2009-07-13T03:35:00.000Z",
  "date_unix": 1247456100,
  "date_local": "2009-07-13T15:35:00+12:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef359184f103b2627",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cdcffd86e000604b32e"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/73/7f/u7BKqv2C_o.png",
    "large": "https://images2.imgbox.com/66/b4/8KZsjbt4_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": "http://forum.nasaspaceflight.com/index.php?action=dlattach;topic=21869.0;attach=230821",
   "webcast": "https://www.youtube.com/watch?v=nxSxgBKlYws",
   "youtube_id": "nxSxgBKlYws",
   "article": "http://www.spacex.com/news/2013/02/12/falcon-9-flight-1",
   "wikipedia": "https://en.wikipedia.org/wiki/Dragon_Spacecraft_Qualification_Unit"
  },
  "static_fire_date_utc": "2010-03-13T00:00:00.000Z",
  "static_fire_date_unix": 1268438400,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4b7b6c3bb0006eeb1e7"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 6,
  "name": "Falcon 9 Test Flight",
  "date_utc": "2010-06-04T18:45:00.000Z",
  "date_unix": 1275677100,
  "date_local": "2010-06-04T14:45:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef359185f2b3b2628",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cddffd86e000604b32f"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/fa/dc/FOUDQ0Sn_o.png",
    "large": "https://images2.imgbox.com/04/6e/kniggvWD_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": "http://www.spacex.com/files/downloads/cots1-20101206.pdf",
   "webcast": "https://www.youtube.com/watch?v=cdLITgWKe_0",
   "youtube_id": "cdLITgWKe_0",
   "article": "https://en.wikipedia.org/wiki/SpaceX_COTS_Demo_Flight_1",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_COTS_Demo_Flight_1"
  },
  "static_fire_date_utc": "2010-12-04T00:00:00.000Z",
  "static_fire_date_unix": 1291420800,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2d080df4000697c901"
  ],
  "capsules": [
   "5e9e2c5bf35918ed873b2664"
  ],
  "payloads": [
   "5eb0e4b9b6c3bb0006eeb1e8",
   "5eb0e4b9b6c3bb0006eeb1e9"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 7,
  "name": "COTS 1",
  "date_utc": "2010-12-08T15:43:00.000Z",
  "date_unix": 1291822980,
  "date_local": "2010-12-08T11:43:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ef35918187c3b2629",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cdeffd86e000604b330"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/3e/91/hlGiK49a_o.png",
    "large": "https://images2.imgbox.com/fb/42/0V9JgYQS_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": "https://www.nasa.gov/pdf/694166main_SpaceXCRS-1PressKit.pdf",
   "webcast": "https://www.youtube.com/watch?v=-Vk3hiV_zXU",
   "youtube_id": "-Vk3hiV_zXU",
   "article": "https://www.nasa.gov/mission_pages/station/main/spacex-crs1-target.html",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-1"
  },
  "static_fire_date_utc": "2012-09-29T00:00:00.000Z",
  "static_fire_date_unix": 1348876800,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2d080df4000697c902"
  ],
  "capsules": [
   "5e9e2c5bf3591835983b2666"
  ],
  "payloads": [
   "5eb0e4bab6c3bb0006eeb1eb",
   "5eb0e4bab6c3bb0006eeb1ec"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 9,
  "name": "CRS-1",
  "date_utc": "2012-10-08T00:35:00.000Z",
  "date_unix": 1349656500,
  "date_local": "2012-10-08T20:35:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e289ff3591821a73b262b",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87ce0ffd86e000604b332"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/df/53/3Ik1KR2O_o.png",
    "large": "https://images2.imgbox.com/ed/f3/MdEzr8rE_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "http://www.reddit.com/r/spacex/comments/2rrdha",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm9.staticflickr.com/8666/16511391418_bb5cdbbd71_o.jpg",
     "https://farm9.staticflickr.com/8612/16848173281_035bdc6009_o.jpg",
     "https://farm9.staticflickr.com/8571/16699496805_bf39747618_o.jpg",
     "https://farm9.staticflickr.com/8650/16699496705_187e4e53fd_o.jpg",
     "https://farm9.staticflickr.com/8663/16077174554_370937efbe_o.jpg",
     "https://farm9.staticflickr.com/8638/16512101410_83763eb9ea_o.jpg",
     "https://farm9.staticflickr.com/8653/16077173984_17885d4bea_o.jpg",
     "https://farm8.staticflickr.com/7635/16848159582_40c0f9d25f_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/spacex_nasa_crs-5_presskit.pdf",
   "webcast": "https://www.youtube.com/watch?v=p7x-SumbynI",
   "youtube_id": "p7x-SumbynI",
   "article": "https://spaceflightnow.com/2015/01/10/dragon-successfully-launched-rocket-recovery-demo-crash-lands/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-5"
  },
  "static_fire_date_utc": "2014-12-19T00:00:00.000Z",
  "static_fire_date_unix": 1418947200,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2f080df4000697c90f",
   "5ea6ed30080df4000697c912"
  ],
  "capsules": [
   "5e9e2c5bf35918165f3b266a"
  ],
  "payloads": [
   "5eb0e4bdb6c3bb0006eeb1f6"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 19,
  "name": "CRS-5",
  "date_utc": "2015-01-10T09:47:00.000Z",
  "date_unix": 1420883220,
  "date_local": "2015-01-10T05:47:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a0f359187a3c3b2635",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": false,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb761634e7cb"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87ce8ffd86e000604b33c"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/bc/a6/uDYvXvql_o.png",
    "large": "https://images2.imgbox.com/30/47/WmtGcjW8_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "http://www.reddit.com/r/spacex/comments/2vjm9e",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm9.staticflickr.com/8619/16511407538_9a25c5d8c6_o.jpg",
     "https://farm9.staticflickr.com/8665/16697946612_1284e952b0_o.jpg",
     "https://farm9.staticflickr.com/8570/16698990475_16524a93de_o.jpg",
     "https://farm9.staticflickr.com/8681/16512864259_e849e496b1_o.jpg",
     "https://farm9.staticflickr.com/8637/16079045013_1f0fab9b54_o.jpg",
     "https://farm9.staticflickr.com/8601/16512864369_2bb896c344_o.jpg",
     "https://farm9.staticflickr.com/8646/16697693861_a038331e0a_o.jpg",
     "https://farm9.staticflickr.com/8680/16511407248_093635a243_o.jpg",
     "https://farm9.staticflickr.com/8654/16511594820_451f194d53_o.jpg",
     "https://farm9.staticflickr.com/8603/16673054016_472fb42a20_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/press/2015/02/11/dscovr-launch-update",
   "webcast": "https://www.youtube.com/watch?v=OvHJSIKP0Hg",
   "youtube_id": "OvHJSIKP0Hg",
   "article": "https://spaceflightnow.com/2015/02/12/space-weather-observatory-blasts-off-after-17-year-wait/",
   "wikipedia": "https://en.wikipedia.org/wiki/Deep_Space_Climate_Observatory"
  },
  "static_fire_date_utc": "2015-01-31T00:00:00.000Z",
  "static_fire_date_unix": 1422662400,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4bdb6c3bb0006eeb1f7"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 20,
  "name": "DSCOVR",
  "date_utc": "2015-02-11T23:03:00.000Z",
  "date_unix": 1423695780,
  "date_local": "2015-02-11T19:03:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a0f3591885be3b2636",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "Ocean",
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87ceaffd86e000604b33d"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/a6/9b/IzWT1pYC_o.png",
    "large": "https://images2.imgbox.com/a1/dc/grsyEfA5_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/33xqcj",
    "media": "https://www.reddit.com/r/spacex/comments/3439s3",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm8.staticflickr.com/7695/17138865668_18dcce7072_o.jpg",
     "https://farm8.staticflickr.com/7677/16706406093_61a8f9c2f8_o.jpg",
     "https://farm8.staticflickr.com/7691/17324793792_2dd13ea3f3_o.jpg",
     "https://farm8.staticflickr.com/7691/17139094400_b94ce1ff56_o.jpg",
     "https://farm9.staticflickr.com/8739/17140415959_38b5ee8bc6_o.jpg",
     "https://farm8.staticflickr.com/7735/16704192574_e3a0a6fac2_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/spacexthalesfactsheet_final.pdf",
   "webcast": "https://www.youtube.com/watch?v=nBwAYT_ogj4",
   "youtube_id": "nBwAYT_ogj4",
   "article": "https://spaceflightnow.com/2015/04/28/falcon-9-rocket-powers-into-space-with-satellite-for-turkmenistan/",
   "wikipedia": "https://en.wikipedia.org/wiki/T%C3%BCrkmen%C3%84lem_52%C2%B0E_/_MonacoSAT"
  },
  "static_fire_date_utc": "2015-04-22T11:11:00.000Z",
  "static_fire_date_unix": 1429701060,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4beb6c3bb0006eeb1fb"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 23,
  "name": "TürkmenÄlem 52°E / MonacoSAT",
  "date_utc": "2015-04-27T23:03:00.000Z",
  "date_unix": 1430175780,
  "date_local": "2015-04-27T19:03:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a1f35918233f3b2639",
    "flight": 1,
    "gridfins": false,
    "legs": false,
    "reused": false,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cedffd86e000604b340"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/53/12/gFtcOQuX_o.png",
    "large": "https://images2.imgbox.com/7a/51/NfgiMpar_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/3b27hk",
    "media": "https://www.reddit.com/r/spacex/comments/3berj3",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm1.staticflickr.com/344/19045370790_f20f29cd8d_o.jpg",
     "https://farm1.staticflickr.com/287/18999110808_6e153fed64_o.jpg"
    ]
   },
   "presskit": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_nasa_crs-7_presskit.pdf",
   "webcast": "https://www.youtube.com/watch?v=PuNymhcTtSQ",
   "youtube_id": "PuNymhcTtSQ",
   "article": "https://spaceflightnow.com/2015/06/28/falcon-9-rocket-destroyed-in-launch-mishap/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-7"
  },
  "static_fire_date_utc": "2015-06-26T05:00:00.000Z",
  "static_fire_date_unix": 1435294800,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": false,
  "failures": [
   {
    "time": 139,
    "altitude": 40,
    "reason": "second-stage strut gave way; tank overpressure"
   }
  ],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c"
  ],
  "capsules": [
   "5e9e2c5cf35918407d3b266c"
  ],
  "payloads": [
   "5eb0e4beb6c3bb0006eeb1fc"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 24,
  "name": "CRS-7",
  "date_utc": "2015-06-28T14:21:00.000Z",
  "date_unix": 1435501260,
  "date_local": "2015-06-28T10:21:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a1f35918683c3b263a",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": null,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87ceeffd86e000604b341"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/8a/44/PSksEBjD_o.png",
    "large": "https://images2.imgbox.com/d9/c9/57ioWDgW_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/417weg",
    "media": "https://www.reddit.com/r/spacex/comments/41cvdm",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm2.staticflickr.com/1460/24382360351_9b1f2fcabc_o.jpg",
     "https://farm2.staticflickr.com/1669/24423604506_27d3c4548b_o.jpg",
     "https://farm2.staticflickr.com/1618/24151425850_1cb6040569_o.jpg",
     "https://farm2.staticflickr.com/1622/24127012370_07edc62046_o.jpg",
     "https://farm2.staticflickr.com/1508/24127011190_92ef932c96_o.jpg",
     "https://farm2.staticflickr.com/1591/23778325594_08231286fc_o.jpg",
     "https://farm2.staticflickr.com/1542/24038722499_34c10216a3_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/spacex_jason3_press_kit.pdf",
   "webcast": "https://www.youtube.com/watch?v=ivdKRJzl6y0",
   "youtube_id": "ivdKRJzl6y0",
   "article": "https://spaceflightnow.com/2016/01/18/satellite-launched-to-measure-motions-of-the-oceans/",
   "wikipedia": "https://en.wikipedia.org/wiki/Jason-3"
  },
  "static_fire_date_utc": "2016-01-11T18:42:00.000Z",
  "static_fire_date_unix": 1452537720,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c910",
   "5ea6ed30080df4000697c912",
   "5ea6ed30080df4000697c914"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4beb6c3bb0006eeb1fe"
  ],
  "launchpad": "5e9e4502f509092b78566f87",
  "flight_number": 26,
  "name": "Jason 3",
  "date_utc": "2016-01-17T15:42:00.000Z",
  "date_unix": 1453045320,
  "date_local": "2016-01-17T08:42:00-07:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a1f3591842fa3b263c",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": false,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cf0ffd86e000604b343"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/72/1e/mA23xHqe_o.png",
    "large": "https://images2.imgbox.com/36/d8/RyPKsTpC_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/4dtoly",
    "media": "https://www.reddit.com/r/spacex/comments/4dtpxn/",
    "recovery": "https://www.reddit.com/r/spacex/comments/4ee2zy"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm2.staticflickr.com/1633/25788014884_6a3f9ae183_o.jpg",
     "https://farm2.staticflickr.com/1650/26300505022_8b8b9035e8_o.jpg",
     "https://farm2.staticflickr.com/1486/25787998624_3ca213be1e_o.jpg",
     "https://farm2.staticflickr.com/1450/26326628031_e1b08ec0b3_o.jpg",
     "https://farm2.staticflickr.com/1670/26239020092_05e5e4c538_o.jpg",
     "https://farm2.staticflickr.com/1709/26305479266_76b4d01caf_o.jpg",
     "https://farm2.staticflickr.com/1645/26239017922_28c7ac50e0_o.jpg",
     "https://farm2.staticflickr.com/1559/26288402056_6c5997ce66_o.jpg",
     "https://farm2.staticflickr.com/1449/25709481274_60f8c77358_o.jpg",
     "https://farm2.staticflickr.com/1671/26217360302_b66c3e384e_o.jpg",
     "https://farm2.staticflickr.com/1704/26283822056_838c1103b9_o.jpg",
     "https://farm2.staticflickr.com/1508/26217345472_118767c608_o.jpg",
     "https://farm2.staticflickr.com/1495/25916886442_821a152917_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/spacex_crs8_press_kit.pdf",
   "webcast": "https://www.youtube.com/watch?v=7pUAydjne5M",
   "youtube_id": "7pUAydjne5M",
   "article": "https://spaceflightnow.com/2016/04/08/spacex-lands-rocket-on-floating-platform-after-station-resupply-launch/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-8"
  },
  "static_fire_date_utc": "2016-04-05T00:00:00.000Z",
  "static_fire_date_unix": 1459814400,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed30080df4000697c912",
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [
   "5e9e2c5cf3591885d43b266d"
  ],
  "payloads": [
   "5eb0e4bfb6c3bb0006eeb200"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 28,
  "name": "CRS-8",
  "date_utc": "2016-04-08T20:43:00.000Z",
  "date_unix": 1460148180,
  "date_local": "2016-04-08T16:43:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a2f359182d0b3b263e",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cf3ffd86e000604b345"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/fa/f2/iR1eKXrX_o.png",
    "large": "https://images2.imgbox.com/84/dc/Qp0wk7j1_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/4hjz4k",
    "launch": "https://www.reddit.com/r/spacex/comments/4l9uou",
    "media": "https://www.reddit.com/r/spacex/comments/4l4af1",
    "recovery": "https://www.reddit.com/r/spacex/comments/4lz2y6"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm8.staticflickr.com/7420/26814484893_13059e4b39_o.jpg",
     "https://farm8.staticflickr.com/7321/26812794884_bf91665325_o.jpg",
     "https://farm8.staticflickr.com/7337/26812792104_9323121f0b_o.jpg",
     "https://farm8.staticflickr.com/7376/27421461715_5640d2b87a_o.jpg",
     "https://farm8.staticflickr.com/7717/26812758364_74569b4327_o.jpg",
     "https://farm8.staticflickr.com/7742/27294263035_9b43bd141c_o.jpg",
     "https://farm8.staticflickr.com/7252/27294262435_c534cc4351_o.jpg",
     "https://farm8.staticflickr.com/7698/27294261525_82c4b7e604_o.jpg",
     "https://farm8.staticflickr.com/7045/27259828166_9e32061cc9_o.jpg",
     "https://farm8.staticflickr.com/7013/27259827316_c2f7507b3d_o.jpg",
     "https://farm8.staticflickr.com/7211/27182485331_ed2414a947_o.jpg",
     "https://farm8.staticflickr.com/7740/27182481921_0d7a759736_o.jpg",
     "https://farm8.staticflickr.com/7315/26645036414_39736db559_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/spacex_thaicom_8_press_kit.pdf",
   "webcast": "https://www.youtube.com/watch?v=zBYC4f79iXc",
   "youtube_id": "zBYC4f79iXc",
   "article": "https://spaceflightnow.com/2016/05/27/spacex-logs-successful-late-afternoon-launch-for-thaicom/",
   "wikipedia": "https://en.wikipedia.org/wiki/Thaicom_8"
  },
  "static_fire_date_utc": "2016-05-25T00:00:00.000Z",
  "static_fire_date_unix": 1464134400,
  "net": false,
  "window": 7200,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4bfb6c3bb0006eeb202"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 30,
  "name": "Thaicom 8",
  "date_utc": "2016-05-27T21:39:00.000Z",
  "date_unix": 1464385140,
  "date_local": "2016-05-27T17:39:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a2f3591845c73b2640",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cf6ffd86e000604b347"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/0d/5b/8X01C3ov_o.png",
    "large": "https://images2.imgbox.com/ff/19/KCI4DVla_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/4pv7jl",
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://www.youtube.com/watch?v=_BgJEXQkjNQ",
   "youtube_id": "_BgJEXQkjNQ",
   "article": "https://spaceflightnow.com/2016/09/01/spacex-rocket-and-israeli-satellite-destroyed-in-launch-pad-explosion/",
   "wikipedia": "https://en.wikipedia.org/wiki/Amos-6"
  },
  "static_fire_date_utc": "2016-09-01T13:07:00.000Z",
  "static_fire_date_unix": 1472735220,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": false,
  "failures": [
   {
    "time": -165180,
    "altitude": 0,
    "reason": "exploded while fuelling, before a static fire"
   }
  ],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4c1b6c3bb0006eeb207"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 34,
  "name": "Amos-6",
  "date_utc": "2016-09-01T13:07:00.000Z",
  "date_unix": 1472735220,
  "date_local": "2016-09-01T09:07:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a2f359187ee83b2644",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": null,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cfbffd86e000604b34b"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/89/2a/bkI6LN0R_o.png",
    "large": "https://images2.imgbox.com/24/c3/9MKjvOdD_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/5dii6z",
    "launch": "https://www.reddit.com/r/spacex/comments/5nsaqm",
    "media": "https://www.reddit.com/r/spacex/comments/5nsico",
    "recovery": "https://www.reddit.com/r/spacex/comments/5oe9kk"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm1.staticflickr.com/658/32394688795_55a9873ea7_o.jpg",
     "https://farm1.staticflickr.com/506/32394688095_a3339f3c6d_o.jpg",
     "https://farm1.staticflickr.com/745/32394687645_63ae2b4740_o.jpg",
     "https://farm1.staticflickr.com/318/31548291014_e3a30abca8_o.jpg",
     "https://farm1.staticflickr.com/670/32351549066_e9cffe8d2b_o.jpg",
     "https://farm6.staticflickr.com/5518/31579784413_83aeac560a_o.jpg",
     "https://farm6.staticflickr.com/5556/32312421135_22c197c156_o.jpg",
     "https://farm1.staticflickr.com/529/32312420015_5d2403a847_o.jpg",
     "https://farm1.staticflickr.com/435/32312417695_19c0e50c4b_o.jpg",
     "https://farm1.staticflickr.com/735/32312416415_b90892af0a_o.jpg",
     "https://farm1.staticflickr.com/293/32312415025_cae16d1994_o.jpg",
     "https://farm1.staticflickr.com/738/31467130724_92e02c9524_o.jpg",
     "https://farm1.staticflickr.com/464/31467130374_9f7a7d380e_o.jpg",
     "https://farm1.staticflickr.com/581/31467129424_bac77d594a_o.jpg",
     "https://farm1.staticflickr.com/380/32308163845_c1731a4b1f_o.jpg",
     "https://farm1.staticflickr.com/447/31450835954_72ed10a19e_o.jpg",
     "https://farm1.staticflickr.com/507/31450834974_b8a3f4aca5_o.jpg"
    ]
   },
   "presskit": "https://drive.google.com/open?id=0BwA3a65ef1OvZC1aU3FuMlQzalE",
   "webcast": "https://www.youtube.com/watch?v=7WimRhydggo",
   "youtube_id": "7WimRhydggo",
   "article": "https://spaceflightnow.com/2017/01/14/spacex-resumes-flights-with-on-target-launch-for-iridium/",
   "wikipedia": "https://en.wikipedia.org/wiki/Iridium_satellite_constellation#Next-generation_constellation"
  },
  "static_fire_date_utc": "2017-01-05T19:40:00.000Z",
  "static_fire_date_unix": 1483645200,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c910",
   "5ea6ed30080df4000697c912",
   "5ea6ed30080df4000697c915"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4c2b6c3bb0006eeb208"
  ],
  "launchpad": "5e9e4502f509092b78566f87",
  "flight_number": 35,
  "name": "Iridium NEXT Mission 1",
  "date_utc": "2017-01-14T17:54:00.000Z",
  "date_unix": 1484416440,
  "date_local": "2017-01-14T10:54:00-07:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a3f359189e3a3b2645",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87cfdffd86e000604b34c"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/54/45/VoihQAY3_o.png",
    "large": "https://images2.imgbox.com/2d/39/EAkUxxPk_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/68ul58/",
    "launch": "https://www.reddit.com/r/spacex/comments/6ektkt/",
    "media": "https://www.reddit.com/r/spacex/comments/6emlzr/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4210/34696326760_cee662ef1f_o.jpg",
     "https://farm5.staticflickr.com/4279/34239858024_64795724c9_o.jpg",
     "https://farm5.staticflickr.com/4250/35043398436_3ceaa0098a_o.jpg",
     "https://farm5.staticflickr.com/4223/34272083563_f52e5bfffe_o.jpg",
     "https://farm5.staticflickr.com/4219/34918571502_7cf66854f7_o.jpg",
     "https://farm5.staticflickr.com/4252/34918568732_4efe0885de_o.jpg",
     "https://farm5.staticflickr.com/4264/34272065153_cfd8899f3e_o.jpg",
     "https://farm5.staticflickr.com/4284/34948230531_e76b7560c9_o.jpg",
     "https://farm5.staticflickr.com/4280/35078830875_afbd41c675_o.jpg",
     "https://farm5.staticflickr.com/4280/34268361083_71fc70ff1a_o.jpg",
     "https://farm5.staticflickr.com/4199/35038651646_93d0339269_o.jpg",
     "https://farm5.staticflickr.com/4227/34223076793_4abe7e74d6_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/crs11presskit.pdf",
   "webcast": "https://www.youtube.com/watch?v=JuZBOUMsYws",
   "youtube_id": "JuZBOUMsYws",
   "article": "https://spaceflightnow.com/2017/06/03/reused-dragon-cargo-capsule-launched-on-journey-to-space-station/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-11"
  },
  "static_fire_date_utc": "2017-05-28T16:00:00.000Z",
  "static_fire_date_unix": 1495987200,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c912"
  ],
  "capsules": [
   "5e9e2c5bf3591880643b2669"
  ],
  "payloads": [
   "5eb0e4c4b6c3bb0006eeb20e"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 41,
  "name": "CRS-11",
  "date_utc": "2017-06-03T21:07:00.000Z",
  "date_unix": 1496524020,
  "date_local": "2017-06-03T17:07:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a3f3591856803b264a",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d03ffd86e000604b352"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/12/7c/p8btH0CD_o.png",
    "large": "https://images2.imgbox.com/32/61/cX8ZlEJQ_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/6u6q1t/x37b_otv5_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/6ygmf1/rspacex_x37b_otv5_official_launch_discussion/",
    "media": "https://www.reddit.com/r/spacex/comments/6yih4g/rspacex_x37b_otv5_media_thread_videos_images_gifs/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4411/37087809715_08a6d9904d_o.jpg",
     "https://farm5.staticflickr.com/4384/37087808315_4dc9575d1b_o.jpg",
     "https://farm5.staticflickr.com/4363/36251815974_8b996dbbfb_o.jpg",
     "https://farm5.staticflickr.com/4374/36251814644_1a469f63ee_o.jpg",
     "https://farm5.staticflickr.com/4388/36251812554_006501315f_o.jpg",
     "https://farm5.staticflickr.com/4355/36250895284_8c24cb4232_o.jpg",
     "https://farm5.staticflickr.com/4342/36689886890_99709e6934_o.jpg",
     "https://farm5.staticflickr.com/4364/36689885100_c3c427c6bf_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/otv5_presskit.pdf",
   "webcast": "https://www.youtube.com/watch?v=9M6Zvi-fFv4",
   "youtube_id": "9M6Zvi-fFv4",
   "article": "https://spaceflightnow.com/2017/09/07/spacex-beats-hurricane-with-smooth-launch-of-militarys-x-37b-spaceplane/",
   "wikipedia": "https://en.wikipedia.org/wiki/Boeing_X-37"
  },
  "static_fire_date_utc": "2017-08-31T20:30:00.000Z",
  "static_fire_date_unix": 1504211400,
  "net": false,
  "window": 18300,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2e080df4000697c906",
   "5ea6ed2f080df4000697c90b"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4c5b6c3bb0006eeb214"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 47,
  "name": "Boeing X-37B OTV-5",
  "date_utc": "2017-09-07T13:50:00.000Z",
  "date_unix": 1504792200,
  "date_local": "2017-09-07T09:50:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a4f3591845123b264f",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d09ffd86e000604b358"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/dc/7b/8HuZoJQU_o.png",
    "large": "https://images2.imgbox.com/4f/0d/UudW8zZK_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/7895bo/zuma_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/7oqjf0/rspacex_zuma_official_launch_discussion_updates/",
    "media": "https://www.reddit.com/r/spacex/comments/7orksl/rspacex_zuma_media_thread_videos_images_gifs/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4751/39557026242_384d287045_o.jpg",
     "https://farm5.staticflickr.com/4674/39556549372_810396618d_o.jpg",
     "https://farm5.staticflickr.com/4661/39556548902_f66c7be90d_o.jpg",
     "https://farm5.staticflickr.com/4607/39585580001_8b21846eab_o.jpg",
     "https://farm5.staticflickr.com/4754/39585578201_a67ab9b9a8_o.jpg",
     "https://farm5.staticflickr.com/4603/39585575631_216cc035f4_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/zumapresskit.pdf",
   "webcast": "https://www.youtube.com/watch?v=0PWu3BRxn60",
   "youtube_id": "0PWu3BRxn60",
   "article": "https://spaceflightnow.com/2018/01/08/spacex-kicks-off-ambitious-2018-schedule-with-launch-for-u-s-government/",
   "wikipedia": "https://en.wikipedia.org/wiki/Zuma_(satellite)"
  },
  "static_fire_date_utc": "2017-11-11T23:00:00.000Z",
  "static_fire_date_unix": 1510441200,
  "net": false,
  "window": 7200,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5eb0e4c6b6c3bb0006eeb21a"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 53,
  "name": "ZUMA",
  "date_utc": "2018-01-08T01:00:00.000Z",
  "date_unix": 1515373200,
  "date_local": "2018-01-07T20:00:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a4f35918345e3b2652",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d10ffd86e000604b35e"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/cd/48/NVrODg2G_o.png",
    "large": "https://images2.imgbox.com/97/11/mjn87zBs_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/7hjp03/falcon_heavy_demo_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/7vg63x/rspacex_falcon_heavy_test_flight_official_launch/",
    "media": "https://www.reddit.com/r/spacex/comments/7vimtm/rspacex_falcon_heavy_test_flight_media_thread/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4745/40110304192_b0165b7785_o.jpg",
     "https://farm5.staticflickr.com/4676/40110297852_6173e5cae6_o.jpg",
     "https://farm5.staticflickr.com/4615/40143096241_0324643b5e_o.jpg",
     "https://farm5.staticflickr.com/4702/40110298232_4e9c412936_o.jpg",
     "https://farm5.staticflickr.com/4610/39337245575_41d760caef_o.jpg",
     "https://farm5.staticflickr.com/4654/25254688767_59603ff06c_o.jpg",
     "https://farm5.staticflickr.com/4627/40126462801_d54b4f00be_o.jpg",
     "https://farm5.staticflickr.com/4760/40126462231_cdf00ef431_o.jpg",
     "https://farm5.staticflickr.com/4655/40202121122_5d29cfe2ac_o.jpg",
     "https://farm5.staticflickr.com/4631/39337245145_5f5630a66a_o.jpg",
     "https://farm5.staticflickr.com/4650/40126461851_14b93ec9d7_o.jpg",
     "https://farm5.staticflickr.com/4711/40126461411_b1ed283d45_o.jpg",
     "https://farm5.staticflickr.com/4696/40126460511_7b5cc64871_o.jpg",
     "https://farm5.staticflickr.com/4589/38583831555_9ae89f5c10_o.jpg",
     "https://farm5.staticflickr.com/4682/38583829815_e01509d1a7_o.jpg",
     "https://farm5.staticflickr.com/4731/39225582801_80594d5d91_o.jpg",
     "https://farm5.staticflickr.com/4641/39225582421_7aa0c65851_o.jpg",
     "https://farm5.staticflickr.com/4643/27449864329_d2424bc280_o.jpg",
     "https://farm5.staticflickr.com/4681/39225582171_137a4c75e7_o.jpg",
     "https://farm5.staticflickr.com/4644/39225582351_ac6aba2533_o.jpg",
     "https://farm5.staticflickr.com/4587/27449863849_709e135a98_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/falconheavypresskit_v1.pdf",
   "webcast": "https://www.youtube.com/watch?v=wbSwFU6tY1c",
   "youtube_id": "wbSwFU6tY1c",
   "article": "https://spaceflightnow.com/2018/02/07/spacex-debuts-worlds-most-powerful-rocket-sends-tesla-toward-the-asteroid-belt/",
   "wikipedia": "https://en.wikipedia.org/wiki/Elon_Musk%27s_Tesla_Roadster"
  },
  "static_fire_date_utc": "2018-01-24T17:30:00.000Z",
  "static_fire_date_unix": 1516815000,
  "net": false,
  "window": 9000,
  "rocket": "5e9d0d95eda69974db09d1ed",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2f080df4000697c90d",
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4c6b6c3bb0006eeb21c"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 55,
  "name": "Falcon Heavy Test Flight",
  "date_utc": "2018-02-06T20:45:00.000Z",
  "date_unix": 1517949900,
  "date_local": "2018-02-06T15:45:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a5f359187f703b2653",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": false,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   },
   {
    "core": "5e9e28a2f359187f273b2642",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb90a834e7c8"
   },
   {
    "core": "5e9e28a2f3591845c73b2640",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d13ffd86e000604b360"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/49/e8/6Tmdhwlq_o.png",
    "large": "https://images2.imgbox.com/28/c4/dc3rQbGy_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/82op7a/crs14_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/88s8a7/rspacex_crs14_official_launch_discussion_updates/",
    "media": "https://www.reddit.com/r/spacex/comments/88l52i/rspacex_crs14_media_thread_videos_images_gifs/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm1.staticflickr.com/819/26326005987_c3aec29db5_o.jpg",
     "https://farm1.staticflickr.com/791/40303273215_4926c917c4_o.jpg",
     "https://farm1.staticflickr.com/867/26326007227_39e71e6775_o.jpg"
    ]
   },
   "presskit": "http://www.spacex.com/sites/spacex/files/crs-14presskit2018.pdf",
   "webcast": "https://www.youtube.com/watch?v=BPQHG-LevZM",
   "youtube_id": "BPQHG-LevZM",
   "article": "https://spaceflightnow.com/2018/04/02/spacex-supply-ship-departs-cape-canaveral-for-space-station/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-14"
  },
  "static_fire_date_utc": "2018-03-28T15:52:00.000Z",
  "static_fire_date_unix": 1522252320,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c912"
  ],
  "capsules": [
   "5e9e2c5cf3591885d43b266d"
  ],
  "payloads": [
   "5eb0e4c7b6c3bb0006eeb221"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 59,
  "name": "CRS-14",
  "date_utc": "2018-04-02T20:30:41.000Z",
  "date_unix": 1522701041,
  "date_local": "2018-04-02T16:30:41-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a4f3591884ee3b264d",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d16ffd86e000604b364"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": false,
   "recovered": false,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/ad/40/oCtCFYfl_o.png",
    "large": "https://images2.imgbox.com/7c/8a/j6Hu3TqR_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/9p82jt/eshail_2_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/9x9w9v/rspacex_eshail_2_official_launch_discussion/",
    "media": "https://www.reddit.com/r/spacex/comments/9xaa76/rspacex_eshail_2_media_thread_videos_images_gifs/",
    "recovery": "https://www.reddit.com/r/spacex/comments/9xmpa7/eshail_2_recovery_thread/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4834/32040174268_b71d703417_o.jpg",
     "https://farm5.staticflickr.com/4810/32040174058_a65fa64e85_o.jpg",
     "https://farm5.staticflickr.com/4814/32040173268_0ab571e7bc_o.jpg",
     "https://farm5.staticflickr.com/4899/32040173568_bb5c991565_o.jpg",
     "https://farm5.staticflickr.com/4875/32040173278_b5578ba6be_o.jpg",
     "https://farm5.staticflickr.com/4862/32040173928_afdfb09939_o.jpg",
     "https://farm5.staticflickr.com/4888/32040173048_b2b29c020f_o.jpg",
     "https://farm5.staticflickr.com/4808/32248947038_dd1cf9e8c3_o.jpg",
     "https://farm5.staticflickr.com/4887/31180979107_da6a935c20_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/eshail-2_mission_press_kit_11_14_2018.pdf",
   "webcast": "https://www.youtube.com/watch?v=PhTbzc-BqKs&feature=youtu.be",
   "youtube_id": "PhTbzc-BqKs",
   "article": "https://spaceflightnow.com/2018/11/15/spacex-launches-qatars-eshail-2-communications-satellite/",
   "wikipedia": "https://en.wikipedia.org/wiki/Es%27hailSat"
  },
  "static_fire_date_utc": "2018-11-12T18:13:00.000Z",
  "static_fire_date_unix": 1542046380,
  "net": false,
  "window": 6180,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c90d",
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4c9b6c3bb0006eeb22d"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 70,
  "name": "Es’hail 2",
  "date_utc": "2018-11-15T20:46:00.000Z",
  "date_unix": 1542314760,
  "date_local": "2018-11-15T15:46:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a5f359181eed3b2657",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d24ffd86e000604b36f"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/f0/a6/oNKZP5Hu_o.png",
    "large": "https://images2.imgbox.com/ee/c6/MkvXHhu1_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/9z7i4j/crs16_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/a2oubw/rspacex_crs16_official_launch_discussion_updates/",
    "media": "https://www.reddit.com/r/spacex/comments/a2uojp/rspacex_crs16_media_thread_videos_images_gifs/",
    "recovery": "https://www.reddit.com/r/spacex/comments/a3n3vm/crs16_emergency_recovery_thread/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm5.staticflickr.com/4835/45473442624_69ee8bee45_o.jpg",
     "https://farm5.staticflickr.com/4903/45473443604_0d668c31da_o.jpg",
     "https://farm5.staticflickr.com/4858/45473444314_413a344dcb_o.jpg",
     "https://farm5.staticflickr.com/4856/45473445134_d9384878f8_o.jpg",
     "https://farm5.staticflickr.com/4840/45473446114_7d5e5d6fe2_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/crs16_press_kit_12_4.pdf",
   "webcast": "https://www.youtube.com/watch?v=Esh1jHT9oTA",
   "youtube_id": "Esh1jHT9oTA",
   "article": "https://spaceflightnow.com/2018/12/05/spacex-falcon-9-boosts-dragon-cargo-ship-to-orbit-first-stage-misses-landing-target/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_CRS-16"
  },
  "static_fire_date_utc": "2018-11-30T19:57:00.000Z",
  "static_fire_date_unix": 1543607820,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c90b"
  ],
  "capsules": [
   "5e9e2c5cf359185d753b266f"
  ],
  "payloads": [
   "5eb0e4cab6c3bb0006eeb22f"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 72,
  "name": "CRS-16",
  "date_utc": "2018-12-05T18:16:00.000Z",
  "date_unix": 1544033760,
  "date_local": "2018-12-05T13:16:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a6f359185c603b265a",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": false,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d26ffd86e000604b371"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/59/a8/q5IEqsOJ_o.png",
    "large": "https://images2.imgbox.com/ee/a6/x4AyUIc3_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/a65clm/dm1_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/av1asz/rspacex_cctcap_demo_mission_1_official_launch/",
    "media": "https://www.reddit.com/r/spacex/comments/aw6g7j/rspacex_cctcap_demo_mission_1_media_thread_videos/",
    "recovery": "https://www.reddit.com/r/spacex/comments/awo5lf/cctcap_demo_mission_1_official_booster_recovery/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://farm8.staticflickr.com/7899/39684491043_f0289164bd_o.jpg",
     "https://farm8.staticflickr.com/7804/39684490433_70337aa4e5_o.jpg",
     "https://farm8.staticflickr.com/7826/32774791628_e2234480db_o.jpg",
     "https://farm5.staticflickr.com/4882/39684490143_7df3838d2c_o.jpg",
     "https://farm8.staticflickr.com/7851/46535572784_7eb295968e_o.jpg",
     "https://farm8.staticflickr.com/7826/46535572564_a022f9c43a_o.jpg",
     "https://farm8.staticflickr.com/7889/40294395933_f429c12e83_o.jpg",
     "https://farm8.staticflickr.com/7914/40294395873_0a328f2d87_o.jpg",
     "https://farm8.staticflickr.com/7866/46535572294_22499c1223_o.jpg",
     "https://farm8.staticflickr.com/7850/46535573034_03da10f899_o.jpg",
     "https://farm8.staticflickr.com/7848/46535572664_316c466742_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/crew_demo-1_press_kit.pdf",
   "webcast": "https://youtu.be/2ZL0tbOZYhE",
   "youtube_id": "2ZL0tbOZYhE",
   "article": "https://spaceflightnow.com/2019/03/02/spacex-launches-first-crew-dragon-ferry-ship/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpX-DM1"
  },
  "static_fire_date_utc": "2019-01-24T19:03:00.000Z",
  "static_fire_date_unix": 1548356580,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [
   "5e9e2c5df35918b1063b2671"
  ],
  "payloads": [
   "5eb0e4cbb6c3bb0006eeb235"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 76,
  "name": "CCtCap Demo Mission 1",
  "date_utc": "2019-03-02T07:45:00.000Z",
  "date_unix": 1551512700,
  "date_local": "2019-03-02T02:45:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a6f35918c0803b265c",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d2bffd86e000604b375"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": true,
   "recovered": true,
   "ships": [
    "5ea6ed2f080df4000697c90c"
   ]
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/14/18/JxCyAHXk_o.png",
    "large": "https://images2.imgbox.com/9f/c3/GvLfwIfg_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/b0kscl/arabsat6a_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/basm9y/rspacex_arabsat6a_official_launch_discussion/",
    "media": "https://www.reddit.com/r/spacex/comments/bbhz9a/rspacex_arabsat6a_media_thread_videos_images_gifs/",
    "recovery": "https://www.reddit.com/r/spacex/comments/bcecao/fh_arabsat_6a_center_core_recovery_thread/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/7911/32652060737_4be1171d4a_o.jpg",
     "https://live.staticflickr.com/7807/40628442293_9643eaf670_o.jpg",
     "https://live.staticflickr.com/7804/40628440983_4da5d76cc7_o.jpg",
     "https://live.staticflickr.com/7856/40628439793_27927d11de_o.jpg",
     "https://live.staticflickr.com/7919/40628438523_c597eabff1_o.jpg",
     "https://live.staticflickr.com/7834/40628437283_84088aca75_o.jpg",
     "https://live.staticflickr.com/7856/40628435833_a1bcde59db_o.jpg",
     "https://live.staticflickr.com/7809/40628435153_17c05d3b5e_o.jpg",
     "https://live.staticflickr.com/7885/40628434483_3545598b82_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/arabsat-6a_press_kit.pdf",
   "webcast": "https://youtu.be/TXMGu2d8c8g",
   "youtube_id": "TXMGu2d8c8g",
   "article": "https://spaceflightnow.com/2019/04/11/spacexs-falcon-heavy-successful-in-commercial-debut/",
   "wikipedia": "https://en.wikipedia.org/wiki/Arabsat-6A"
  },
  "static_fire_date_utc": "2019-04-05T09:57:00.000Z",
  "static_fire_date_unix": 1554458220,
  "net": false,
  "window": 7020,
  "rocket": "5e9d0d95eda69974db09d1ed",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c90e",
   "5ea6ed30080df4000697c913",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2e080df4000697c909",
   "5ea6ed2f080df4000697c90c"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4cbb6c3bb0006eeb236"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 77,
  "name": "ArabSat 6A",
  "date_utc": "2019-04-11T22:35:00.000Z",
  "date_unix": 1555022100,
  "date_local": "2019-04-11T18:35:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a6f3591897453b265f",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   },
   {
    "core": "5e9e28a6f359183c413b265d",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb267a34e7c7"
   },
   {
    "core": "5e9e28a6f359188fd53b265e",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "RTLS",
    "landpad": "5e9e3032383ecb90a834e7c8"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d2dffd86e000604b376"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": true,
   "recovered": true,
   "ships": [
    "5ea6ed2f080df4000697c90c"
   ]
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/79/ec/TOE2PBJq_o.png",
    "large": "https://images2.imgbox.com/39/aa/5of7buxK_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/comments/bjybrl",
    "launch": "https://www.reddit.com/r/spacex/comments/brfbic/rspacex_starlink_official_launch_discussion",
    "media": "https://www.reddit.com/r/spacex/comments/bp0479/rspacex_starlink_media_thread_videos_images_gifs",
    "recovery": "https://www.reddit.com/r/spacex/comments/bsaljm/rspacex_starlink_b10493_recovery_discussion_and"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/47926143711_4a0b2680bf_o.jpg",
     "https://live.staticflickr.com/65535/47926136902_d8ce35223d_o.jpg",
     "https://live.staticflickr.com/65535/47926144123_2a828b66d5_o.jpg",
     "https://live.staticflickr.com/65535/47926137127_ef58152b6b_o.jpg",
     "https://live.staticflickr.com/65535/47926137017_e6d86fa820_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/starlink_press_kit.pdf",
   "webcast": "https://www.youtube.com/watch?v=riBaVeDTEWI",
   "youtube_id": "riBaVeDTEWI",
   "article": "https://spaceflightnow.com/2019/05/24/spacexs-first-60-starlink-broadband-satellites-deployed-in-orbit",
   "wikipedia": "https://en.wikipedia.org/wiki/Starlink_(satellite_constellation)"
  },
  "static_fire_date_utc": "2019-05-13T20:06:00.000Z",
  "static_fire_date_unix": 1557777960,
  "net": false,
  "window": 9000,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c913",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2f080df4000697c90e",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2e080df4000697c909"
  ],
  "capsules": [],
  "payloads": [
   "5eb0e4cbb6c3bb0006eeb238"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 79,
  "name": "Starlink v0.9",
  "date_utc": "2019-05-24T02:30:00.000Z",
  "date_unix": 1558665000,
  "date_local": "2019-05-23T22:30:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a5f3591833b13b2659",
    "flight": 3,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d30ffd86e000604b378"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/c0/9d/SJYvC4hT_o.png",
    "large": "https://images2.imgbox.com/19/df/IH0nVnSr_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/ek7eny/in_flight_abort_test_launch_campaign_thread",
    "launch": "https://www.reddit.com/r/spacex/comments/eq24ap/rspacex_inflight_abort_test_official_launch",
    "media": "https://www.reddit.com/r/spacex/comments/eq7pg4/rspacex_inflight_abort_test_media_thread_videos/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/49421605028_b7ba890f0e_o.jpg",
     "https://live.staticflickr.com/65535/49422067976_cda2b8f021_o.jpg",
     "https://live.staticflickr.com/65535/49422067876_13ed519fe6_o.jpg",
     "https://live.staticflickr.com/65535/49421604803_0093a5d2cb_o.jpg",
     "https://live.staticflickr.com/65535/49422294602_0d5e7d8e82_o.jpg",
     "https://live.staticflickr.com/65535/49422068111_2ed613b19b_o.jpg"
    ]
   },
   "presskit": "https://www.spacex.com/sites/spacex/files/in-flight_abort_test_press_kit.pdf",
   "webcast": "https://youtu.be/mhrkdHshb3E",
   "youtube_id": "mhrkdHshb3E",
   "article": "https://spaceflightnow.com/2020/01/19/spacex-aces-final-major-test-before-first-crew-mission",
   "wikipedia": "https://en.wikipedia.org/wiki/Commercial_Crew_Development"
  },
  "static_fire_date_utc": "2020-01-11T09:42:00.000Z",
  "static_fire_date_unix": 1578735720,
  "net": false,
  "window": 14400,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c90c"
  ],
  "capsules": [
   "5e9e2c5df359184c9a3b2672"
  ],
  "payloads": [
   "5eb0e4d0b6c3bb0006eeb250"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 88,
  "name": "Crew Dragon In Flight Abort Test",
  "date_utc": "2020-01-19T14:00:00.000Z",
  "date_unix": 1579442400,
  "date_local": "2020-01-19T09:00:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a5f359182b023b2656",
    "flight": 4,
    "gridfins": false,
    "legs": false,
    "reused": true,
    "landing_attempt": false,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d3dffd86e000604b381"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/48/a8/LTqq8OrE_o.png",
    "large": "https://images2.imgbox.com/e3/b7/DeT7QTkx_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/fjf6rr/dm2_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/glwz6n/rspacex_cctcap_demonstration_mission_2_general",
    "media": "https://www.reddit.com/r/spacex/comments/gp1gf5/rspacex_dm2_media_thread_photographer_contest/",
    "recovery": "https://www.reddit.com/r/spacex/comments/gu5gkd/cctcap_demonstration_mission_2_stage_1_recovery/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/49927519643_b43c6d4c44_o.jpg",
     "https://live.staticflickr.com/65535/49927519588_8a39a3994f_o.jpg",
     "https://live.staticflickr.com/65535/49928343022_6fb33cbd9c_o.jpg",
     "https://live.staticflickr.com/65535/49934168858_cacb00d790_o.jpg",
     "https://live.staticflickr.com/65535/49934682271_fd6a31becc_o.jpg",
     "https://live.staticflickr.com/65535/49956109906_f88d815772_o.jpg",
     "https://live.staticflickr.com/65535/49956109706_cffa847208_o.jpg",
     "https://live.staticflickr.com/65535/49956109671_859b323ede_o.jpg",
     "https://live.staticflickr.com/65535/49955609618_4cca01d581_o.jpg",
     "https://live.staticflickr.com/65535/49956396622_975c116b71_o.jpg",
     "https://live.staticflickr.com/65535/49955609378_9b77e5c771_o.jpg",
     "https://live.staticflickr.com/65535/49956396262_ef41c1d9b0_o.jpg"
    ]
   },
   "presskit": "https://www.nasa.gov/sites/default/files/atoms/files/commercialcrew_press_kit.pdf",
   "webcast": "https://youtu.be/xY96v0OIcK4",
   "youtube_id": "xY96v0OIcK4",
   "article": "https://spaceflightnow.com/2020/05/30/nasa-astronauts-launch-from-us-soil-for-first-time-in-nine-years/",
   "wikipedia": "https://en.wikipedia.org/wiki/Crew_Dragon_Demo-2"
  },
  "static_fire_date_utc": "2020-05-22T17:39:00.000Z",
  "static_fire_date_unix": 1590169140,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "5ebf1a6e23a9a60006e03a7a",
   "5ebf1b7323a9a60006e03a7b"
  ],
  "ships": [
   "5ea6ed30080df4000697c913",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2e080df4000697c909",
   "5ea6ed2f080df4000697c90d"
  ],
  "capsules": [
   "5e9e2c5df359188aba3b2676"
  ],
  "payloads": [
   "5eb0e4d1b6c3bb0006eeb257"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 94,
  "name": "CCtCap Demo Mission 2",
  "date_utc": "2020-05-30T19:22:00.000Z",
  "date_unix": 1590866520,
  "date_local": "2020-05-30T15:22:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a7f3591817f23b2663",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d46ffd86e000604b388"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/98/cc/UJd0SS73_o.png",
    "large": "https://images2.imgbox.com/03/3d/LzQWXPfy_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/iwb8bl/crew1_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/ju7fxv/rspacex_crew1_official_launch_coast_docking/",
    "media": "https://www.reddit.com/r/spacex/comments/judv0r/rspacex_crew1_media_thread_photographer_contest/",
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/50618376646_8f52c31fc4_o.jpg",
     "https://live.staticflickr.com/65535/50618376731_43ddaab1b8_o.jpg",
     "https://live.staticflickr.com/65535/50618376671_ba4e60af7c_o.jpg",
     "https://live.staticflickr.com/65535/50618376351_ecfdee4ab2_o.jpg",
     "https://live.staticflickr.com/65535/50618727917_01e579c4d9_o.jpg",
     "https://live.staticflickr.com/65535/50618355216_2872d1fe98_o.jpg",
     "https://live.staticflickr.com/65535/50618354801_ff3e722884_o.jpg",
     "https://live.staticflickr.com/65535/50618463487_41642939a4_o.jpg",
     "https://live.staticflickr.com/65535/50617619613_5630422345_o.jpg",
     "https://live.staticflickr.com/65535/50617619668_d680d7319c_o.jpg",
     "https://live.staticflickr.com/65535/50617625523_a7484e0abf_o.jpg",
     "https://live.staticflickr.com/65535/50618469202_fa86f88ab3_o.jpg",
     "https://live.staticflickr.com/65535/50617625183_8554412cee_o.jpg",
     "https://live.staticflickr.com/65535/50618470472_fb8e6507d7_o.jpg",
     "https://live.staticflickr.com/65535/50617626838_c0c71de1f7_o.jpg",
     "https://live.staticflickr.com/65535/50617626738_aa3997aaea_o.jpg",
     "https://live.staticflickr.com/65535/50617626408_fb0bba0f89_o.jpg",
     "https://live.staticflickr.com/65535/51158778650_9b8d555c1e_o.jpg",
     "https://live.staticflickr.com/65535/51158458619_9b74f6a3d0_o.jpg"
    ]
   },
   "presskit": null,
   "webcast": "https://youtu.be/bnChQbxLkkI",
   "youtube_id": "bnChQbxLkkI",
   "article": "https://spaceflightnow.com/2020/11/16/astronauts-ride-spacex-crew-capsule-in-landmark-launch-for-commercial-spaceflight/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_Crew-1"
  },
  "static_fire_date_utc": "2020-11-11T16:17:00.000Z",
  "static_fire_date_unix": 1605111420,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "5f7f1543bf32c864a529b23e",
   "5f7f158bbf32c864a529b23f",
   "5f7f15d5bf32c864a529b240",
   "5f7f1614bf32c864a529b241"
  ],
  "ships": [
   "5ea6ed2f080df4000697c910",
   "5ee68c683c228f36bd5809b5",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2e080df4000697c909",
   "5ea6ed2f080df4000697c90b"
  ],
  "capsules": [
   "5f6f99fddcfdf403df379709"
  ],
  "payloads": [
   "5eb0e4d2b6c3bb0006eeb25f"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 107,
  "name": "Crew-1",
  "date_utc": "2020-11-16T00:27:00.000Z",
  "date_unix": 1605486420,
  "date_local": "2020-11-15T19:27:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c53d0622a6330279009f",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5eb87d4dffd86e000604b38e"
 },
 {
  "fairings": {
   "reused": false,
   "recovery_attempt": true,
   "recovered": true,
   "ships": [
    "5ea6ed2e080df4000697c908",
    "5ea6ed2e080df4000697c907"
   ]
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/58/70/eapAog9v_o.png",
    "large": "https://images2.imgbox.com/82/9a/fzsUstOu_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/kt5gds/transporter1_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/l210i3/rspacex_transporter1_official_launch_discussion/",
    "media": null,
    "recovery": "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/"
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/50870343533_e815eb30c4_o.jpg",
     "https://live.staticflickr.com/65535/50871151292_af114a3f9e_o.jpg",
     "https://live.staticflickr.com/65535/50871053741_59a1dbb6cc_o.jpg",
     "https://live.staticflickr.com/65535/50871053696_cd01a7e092_o.jpg",
     "https://live.staticflickr.com/65535/50870343763_1b1ac55eae_o.jpg"
    ]
   },
   "presskit": null,
   "webcast": "https://youtu.be/ScHI1cbkUv4",
   "youtube_id": "ScHI1cbkUv4",
   "article": "https://spaceflightnow.com/2021/01/24/spacex-launches-record-setting-rideshare-mission-with-143-small-satellites/",
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": 2520,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c913",
   "5ea6ed2f080df4000697c90c",
   "5ea6ed2e080df4000697c908",
   "5ea6ed2e080df4000697c907"
  ],
  "capsules": [],
  "payloads": [
   "5fd3871a7faea57d297c86c6"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 115,
  "name": "Transporter-1",
  "date_utc": "2021-01-24T15:00:00.000Z",
  "date_unix": 1611500400,
  "date_local": "2021-01-24T10:00:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a7f3591817f23b2663",
    "flight": 5,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "5fd386aa7faea57d297c86c1"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/c4/ee/2m9k8HLW_o.png",
    "large": "https://images2.imgbox.com/cf/e3/b0i2QZU1_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/lrx7ez/crew2_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/mvcst9/rspacex_crew2_launch_discussion_updates_thread/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/51136761295_edb4d3ba1d_o.jpg",
     "https://live.staticflickr.com/65535/51135652706_3e8448193d_o.jpg",
     "https://live.staticflickr.com/65535/51135865043_3ee9818a56_o.jpg",
     "https://live.staticflickr.com/65535/51136428854_4723547f5a_o.jpg",
     "https://live.staticflickr.com/65535/51134975562_ca678d7e2f_o.jpg",
     "https://live.staticflickr.com/65535/51135650561_0bd04e5a56_o.jpg",
     "https://live.staticflickr.com/65535/51135650711_f65e45739d_o.jpg",
     "https://live.staticflickr.com/65535/51136428874_30a1912bc6_o.jpg",
     "https://live.staticflickr.com/65535/51135650696_80bb4d0047_o.jpg",
     "https://live.staticflickr.com/65535/51135650641_f8c77b5420_o.jpg",
     "https://live.staticflickr.com/65535/51136428829_2b995a79bc_o.jpg",
     "https://live.staticflickr.com/65535/51135650621_187bc9fa5b_o.jpg",
     "https://live.staticflickr.com/65535/51135324597_816d0bc217_o.jpg",
     "https://live.staticflickr.com/65535/51135997286_1b5a4452f0_o.jpg",
     "https://live.staticflickr.com/65535/51136428899_eb329865d1_o.jpg",
     "https://live.staticflickr.com/65535/51136428909_d4d6cf76ae_o.jpg",
     "https://live.staticflickr.com/65535/51136761220_9a2e6dbaf6_o.jpg"
    ]
   },
   "presskit": null,
   "webcast": "https://youtu.be/lW07SN3YoLI",
   "youtube_id": "lW07SN3YoLI",
   "article": "https://spaceflightnow.com/2021/04/23/spacex-launches-astronauts-on-refurbished-capsule-and-flight-proven-rocket/",
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_Crew-2"
  },
  "static_fire_date_utc": "2021-04-17T11:01:00.000Z",
  "static_fire_date_unix": 1618657260,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "5fe3ba5fb3467846b3242188",
   "5fe3bb01b3467846b3242189",
   "5fe3bc3db3467846b324218b",
   "5fe3bc8ab3467846b324218c"
  ],
  "ships": [
   "5ea6ed2e080df4000697c909",
   "5ea6ed30080df4000697c913"
  ],
  "capsules": [
   "5e9e2c5df359188aba3b2676"
  ],
  "payloads": [
   "5fe3b3adb3467846b3242173"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 123,
  "name": "Crew-2",
  "date_utc": "2021-04-23T09:49:00.000Z",
  "date_unix": 1619171340,
  "date_local": "2021-04-23T05:49:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c53d0622a6330279009f",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "32dcb5ad-7609-4fc0-8094-768ee5c2ebe0",
  "id": "5fe3af58b3467846b324215f"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/bb/2f/jMnSSQHM_o.png",
    "large": "https://images2.imgbox.com/eb/36/ZJnCO6hc_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/pc1fq7/inspiration4_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/po651k/rspacex_inspiration4_launch_discussion_updates/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/3pv01sSq44w",
   "youtube_id": "3pv01sSq44w",
   "article": null,
   "wikipedia": "https://en.wikipedia.org/wiki/Inspiration4"
  },
  "static_fire_date_utc": "2021-09-13T07:07:00.000Z",
  "static_fire_date_unix": 1631516820,
  "net": false,
  "window": 18000,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "607a3a5f5a906a44023e0870",
   "607a3ab45a906a44023e0872",
   "607b48375a906a44023e08b8",
   "607b48da5a906a44023e08b9"
  ],
  "ships": [
   "5ea6ed2f080df4000697c910",
   "5ee68c683c228f36bd5809b5",
   "614251b711a64135defb3654"
  ],
  "capsules": [
   "5f6f99fddcfdf403df379709"
  ],
  "payloads": [
   "607a382f5a906a44023e0867"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 135,
  "name": "Inspiration4",
  "date_utc": "2021-09-16T00:02:00.000Z",
  "date_unix": 1631750520,
  "date_local": "2021-09-15T20:02:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c5440622a633027900a0",
    "flight": 3,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "621d64e6-0513-45dc-8ffa-c9fd56518398",
  "id": "607a37565a906a44023e0866"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": true,
   "recovered": null,
   "ships": [
    "5ea6ed30080df4000697c912"
   ]
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/5a/fa/fhZj1ebN_o.png",
    "large": "https://images2.imgbox.com/57/b8/7pGrT5cb_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/qu8s5a/dart_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/r0dn3a/rspacex_dart_launch_discussion_and_updates_thread/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/51702654584_13a4b39655_o.jpg",
     "https://live.staticflickr.com/65535/51702261963_ec86519bce_o.jpg",
     "https://live.staticflickr.com/65535/51702654544_c4b0a727c3_o.jpg",
     "https://live.staticflickr.com/65535/51702654514_c379940fa3_o.jpg",
     "https://live.staticflickr.com/65535/51702654339_7c40563d73_o.jpg"
    ]
   },
   "presskit": null,
   "webcast": "https://youtu.be/XKRf6-NcMqI",
   "youtube_id": "XKRf6-NcMqI",
   "article": null,
   "wikipedia": "https://en.wikipedia.org/wiki/Double_Asteroid_Redirection_Test"
  },
  "static_fire_date_utc": "2021-11-19T20:20:00.000Z",
  "static_fire_date_unix": 1637353200,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed30080df4000697c913",
   "5ea6ed2f080df4000697c90b",
   "5ea6ed30080df4000697c912"
  ],
  "capsules": [],
  "payloads": [
   "5fe3c4a6b3467846b3242192"
  ],
  "launchpad": "5e9e4502f509092b78566f87",
  "flight_number": 138,
  "name": "DART",
  "date_utc": "2021-11-24T06:20:00.000Z",
  "date_unix": 1637734800,
  "date_local": "2021-11-23T22:20:00-08:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c54a0622a633027900a1",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3032383ecb6bb234e7ca"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "c4b2f90e-3385-4cbe-a89f-fc5f57da1bfb",
  "id": "5fe3b107b3467846b324216b"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/fe/c3/yV1LnAUT_o.png",
    "large": "https://images2.imgbox.com/37/fd/AiNV3ldU_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/rfisc2/crs24_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/rktygs/rspacex_crs24_launch_discussion_and_updates_thread/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/gEv6HLHYhWo",
   "youtube_id": "gEv6HLHYhWo",
   "article": "https://spaceflightnow.com/2021/12/21/spacex-cargo-flight-sets-record-for-most-orbital-launches-from-space-coast-in-a-year/",
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": 0,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [
   "5ea6ed2f080df4000697c910",
   "614251b711a64135defb3654"
  ],
  "capsules": [
   "60b803421f83cc1e59f1644d"
  ],
  "payloads": [
   "6161d22a6db1a92bfba85357"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 143,
  "name": "CRS-24",
  "date_utc": "2021-12-21T10:06:00.000Z",
  "date_unix": 1640081160,
  "date_local": "2021-12-21T05:06:00-05:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "61c1ef45a4a2462678cbf45d",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "878ba32c-5e93-4d2b-95c3-24b60c8b05e7",
  "id": "6161d2006db1a92bfba85356"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/16/33/EAmegdSP_o.png",
    "large": "https://images2.imgbox.com/27/1c/FaWQjihE_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/t3ez79/axiom1_launch_campaign_thread/",
    "launch": "https://www.reddit.com/r/spacex/comments/tyd866/rspacex_axiom1_launch_discussion_and_updates/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": [
     "https://live.staticflickr.com/65535/51991997860_fa865513ec_o.jpg",
     "https://live.staticflickr.com/65535/51991997845_85b28ce575_o.jpg",
     "https://live.staticflickr.com/65535/51990441472_e16a9f15ff_o.jpg",
     "https://live.staticflickr.com/65535/51991440466_17111d73b6_o.jpg",
     "https://live.staticflickr.com/65535/51991498488_037537ba40_o.jpg",
     "https://live.staticflickr.com/65535/51991498473_0e62ee3c34_o.jpg",
     "https://live.staticflickr.com/65535/51991440451_209bac2fac_o.jpg",
     "https://live.staticflickr.com/65535/51991997825_345544ff0a_o.jpg",
     "https://live.staticflickr.com/65535/51990441502_7dfa987137_o.jpg",
     "https://live.staticflickr.com/65535/51990441532_e9d53093c6_o.jpg"
    ]
   },
   "presskit": null,
   "webcast": "https://youtu.be/5nLk_Vqp7nw",
   "youtube_id": "5nLk_Vqp7nw",
   "article": null,
   "wikipedia": "https://en.wikipedia.org/wiki/Axiom_Mission_1"
  },
  "static_fire_date_utc": "2022-04-06T19:13:00.000Z",
  "static_fire_date_unix": 1649272380,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "61eefc9c9eb1064137a1bd77",
   "61eefcf89eb1064137a1bd79",
   "61eefd5b9eb1064137a1bd7a",
   "61eefdbf9eb1064137a1bd7b"
  ],
  "ships": [
   "5ea6ed2e080df4000697c909"
  ],
  "capsules": [
   "5e9e2c5df359188aba3b2676"
  ],
  "payloads": [
   "61eefb129eb1064137a1bd74"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 156,
  "name": "Ax-1",
  "date_utc": "2022-04-08T15:17:00.000Z",
  "date_unix": 1649431020,
  "date_local": "2022-04-08T11:17:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c5440622a633027900a0",
    "flight": 5,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecb075134e7cd"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "a3eeb03b-a209-4255-91b5-772dc0d2150e",
  "id": "61eefaa89eb1064137a1bd73"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/22/94/l0GVrzr2_o.png",
    "large": "https://images2.imgbox.com/8f/ce/drbrg4Ky_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/u6d5na/rspacex_crew4_campaign_launch_discussion_updates/",
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/orN0PaqQECs",
   "youtube_id": "orN0PaqQECs",
   "article": null,
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_Crew-4"
  },
  "static_fire_date_utc": "2022-04-20T14:12:00.000Z",
  "static_fire_date_unix": 1650463920,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "6243bc5baf52800c6e919276",
   "6243bcdcaf52800c6e919277",
   "6243bd7baf52800c6e919278",
   "6243bdf8af52800c6e919279"
  ],
  "ships": [
   "614251b711a64135defb3654"
  ],
  "capsules": [
   "62615d180ec008379be596f1"
  ],
  "payloads": [
   "6243b1cdaf52800c6e919265"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 159,
  "name": "Crew-4",
  "date_utc": "2022-04-27T07:52:00.000Z",
  "date_unix": 1651045920,
  "date_local": "2022-04-27T03:52:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "60b800111f83cc1e59f16438",
    "flight": 4,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecb075134e7cd"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "d786d8fc-862b-45bf-8f7b-9ad862883f67",
  "id": "6243ade2af52800c6e919255"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/32/84/oJzvzmvd_o.jpg",
    "large": "https://images2.imgbox.com/c8/1c/MnTYr16O_o.jpg"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/vnc3uu/rspacex_ses22_launch_discussion_and_updates_thread/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/ZjUvXWg2_fE",
   "youtube_id": "ZjUvXWg2_fE",
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "6243b93caf52800c6e91926f"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 170,
  "name": "SES-22",
  "date_utc": "2022-06-29T21:04:00.000Z",
  "date_unix": 1656536640,
  "date_local": "2022-06-29T17:04:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "627843db57b51b752c5c5a54",
    "flight": 2,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecb075134e7cd"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "86a3010e-f8ef-4b64-a029-f4f92829772d",
  "id": "6243aea5af52800c6e91925c"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/8b/5a/zJ1W8QIE_o.png",
    "large": "https://images2.imgbox.com/d2/64/JxeOTPRl_o.png"
   },
   "reddit": {
    "campaign": "https://www.reddit.com/r/spacex/comments/jhu37i/starlink_general_discussion_and_deployment_thread/",
    "launch": null,
    "media": null,
    "recovery": "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/"
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "630bce79d36448026ab0163d"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 176,
  "name": "Starlink 4-25 (v1.5)",
  "date_utc": "2022-07-24T00:00:00.000Z",
  "date_unix": 1658620800,
  "date_local": "2022-07-23T20:00:00-04:00",
  "date_precision": "day",
  "upcoming": false,
  "cores": [
   {
    "core": "5f57c5440622a633027900a0",
    "flight": 8,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecb075134e7cd"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "62a9f12820413d2695d88716"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/9a/11/gjRM9dTi_o.png",
    "large": "https://images2.imgbox.com/ca/23/Q8I8SwKv_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/wfohz0/rspacex_kplo_launch_discussion_updates_thread/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/rTrkHZjiO_8",
   "youtube_id": "rTrkHZjiO_8",
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "630bcfe1d36448026ab01641"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 177,
  "name": "KPLO",
  "date_utc": "2022-08-04T23:08:00.000Z",
  "date_unix": 1659654480,
  "date_local": "2022-08-04T19:08:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "5e9e28a6f359183c413b265d",
    "flight": 6,
    "gridfins": true,
    "legs": true,
    "reused": true,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "75d7306e-1d76-4c0b-9dc4-98dee7b9af59",
  "id": "62a9f86420413d2695d88719"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": "https://images2.imgbox.com/eb/d8/D1Yywp0w_o.png",
    "large": "https://images2.imgbox.com/33/2e/k6VE4iYl_o.png"
   },
   "reddit": {
    "campaign": null,
    "launch": "https://www.reddit.com/r/spacex/comments/xvm76j/rspacex_crew5_launchcoast_docking_discussion_and/",
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/5EwW8ZkArL4",
   "youtube_id": "5EwW8ZkArL4",
   "article": null,
   "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_Crew-5"
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": true,
  "failures": [],
  "details": null,
  "crew": [
   "62dd7196202306255024d13c",
   "62dd71c9202306255024d13d",
   "62dd7210202306255024d13e",
   "62dd7253202306255024d13f"
  ],
  "ships": [],
  "capsules": [
   "617c05591bad2c661a6e2909"
  ],
  "payloads": [
   "62dd73ed202306255024d145"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 187,
  "name": "Crew-5",
  "date_utc": "2022-10-05T16:00:00.000Z",
  "date_unix": 1664985600,
  "date_local": "2022-10-05T12:00:00-04:00",
  "date_precision": "hour",
  "upcoming": false,
  "cores": [
   {
    "core": "633d9da635a71d1d9c66797b",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": true,
    "landing_success": true,
    "landing_type": "ASDS",
    "landpad": "5e9e3033383ecbb9e534e7cc"
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "f33d5ece-e825-4cd8-809f-1d4c72a2e0d3",
  "id": "62dd70d5202306255024d139"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": "https://youtu.be/pY628jRd6gM",
   "youtube_id": "pY628jRd6gM",
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69974db09d1ed",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "5fe3b86eb3467846b324217c"
  ],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 188,
  "name": "USSF-44",
  "date_utc": "2022-11-01T13:41:00.000Z",
  "date_unix": 1667310060,
  "date_local": "2022-11-01T09:41:00-04:00",
  "date_precision": "hour",
  "upcoming": true,
  "cores": [
   {
    "core": "5fe3b8f2b3467846b3242181",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   },
   {
    "core": "5fe3b8fbb3467846b3242182",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   },
   {
    "core": "5fe3b906b3467846b3242183",
    "flight": 1,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": "2306e0bc-e1a3-4a4a-9285-e1a94073655e",
  "id": "6243aec2af52800c6e91925d"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 191,
  "name": "Galaxy 31 (23R) & 32 (17R)",
  "date_utc": "2022-11-08T00:00:00.000Z",
  "date_unix": 1667865600,
  "date_local": "2022-11-07T19:00:00-05:00",
  "date_precision": "day",
  "upcoming": true,
  "cores": [
   {
    "core": null,
    "flight": null,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "633f71a90531f07b4fdf59be"
 },
 {
  "fairings": null,
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [],
  "launchpad": "5e9e4502f509094188566f88",
  "flight_number": 194,
  "name": "CRS-26",
  "date_utc": "2022-11-18T22:00:00.000Z",
  "date_unix": 1668808800,
  "date_local": "2022-11-18T17:00:00-05:00",
  "date_precision": "hour",
  "upcoming": true,
  "cores": [
   {
    "core": null,
    "flight": null,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "633f71cc0531f07b4fdf59c0"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [
   "6243b788af52800c6e91926b"
  ],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 196,
  "name": "O3b mPower 1,2",
  "date_utc": "2022-11-01T00:00:00.000Z",
  "date_unix": 1667260800,
  "date_local": "2022-10-31T20:00:00-04:00",
  "date_precision": "month",
  "upcoming": true,
  "cores": [
   {
    "core": null,
    "flight": null,
    "gridfins": null,
    "legs": null,
    "reused": null,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "6243ba08af52800c6e919270"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [],
  "launchpad": "5e9e4502f509092b78566f87",
  "flight_number": 197,
  "name": "SWOT",
  "date_utc": "2022-12-05T00:00:00.000Z",
  "date_unix": 1670198400,
  "date_local": "2022-12-04T16:00:00-08:00",
  "date_precision": "day",
  "upcoming": true,
  "cores": [
   {
    "core": null,
    "flight": null,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "633f724c0531f07b4fdf59c5"
 },
 {
  "fairings": {
   "reused": null,
   "recovery_attempt": null,
   "recovered": null,
   "ships": []
  },
  "links": {
   "patch": {
    "small": null,
    "large": null
   },
   "reddit": {
    "campaign": null,
    "launch": null,
    "media": null,
    "recovery": null
   },
   "flickr": {
    "small": [],
    "original": []
   },
   "presskit": null,
   "webcast": null,
   "youtube_id": null,
   "article": null,
   "wikipedia": null
  },
  "static_fire_date_utc": null,
  "static_fire_date_unix": null,
  "net": false,
  "window": null,
  "rocket": "5e9d0d95eda69973a809d1ec",
  "success": null,
  "failures": [],
  "details": null,
  "crew": [],
  "ships": [],
  "capsules": [],
  "payloads": [],
  "launchpad": "5e9e4501f509094ba4566f84",
  "flight_number": 198,
  "name": "Transporter-6",
  "date_utc": "2022-12-01T00:00:00.000Z",
  "date_unix": 1669852800,
  "date_local": "2022-11-30T19:00:00-05:00",
  "date_precision": "month",
  "upcoming": true,
  "cores": [
   {
    "core": null,
    "flight": null,
    "gridfins": true,
    "legs": true,
    "reused": false,
    "landing_attempt": null,
    "landing_success": null,
    "landing_type": null,
    "landpad": null
   }
  ],
  "auto_update": true,
  "tbd": false,
  "launch_library_id": null,
  "id": "633f72580531f07b4fdf59c6"
 }
]
"""#
}
