#!/usr/bin/env python3
"""SpaceX API v4 and Launch Library 2 stand-ins on 127.0.0.1 for the project's tests, with faults.

Serves every `<collection>.json` in --data as `GET /v4/<collection>` and `POST /v4/<collection>/query`
(mongoose-paginate style: options.page, options.limit, options.sort; query fields compared for
equality). Prints `PORT <n>` once listening. Standard library only, so a fresh machine runs it.

Serves `ll2-launches.json` in --data (a list of LL2 launches in the 2.3.0 shape) as Launch Library 2:
`GET /2.3.0/launches/` (filters `lsp__id`, `last_updated__gte`; `ordering`, `limit` (at most 100),
`offset`; envelope `{count, next, previous, results}`), `GET /2.3.0/launches/<id>/`, and the free
`GET /2.3.0/api-throttle/`. Like LL2 without a key it allows --ll2-limit requests (default 15) per
rolling hour and answers 429 with Django REST Framework's body past that.

Control endpoints, for tests:
  POST /_control/faults  {"path": "/v4/rockets" | "*", "count": N, "status": 503, "retry_after": "2",
                          "delay": 0.5, "drop": true, "truncate": true, "malformed": true,
                          "endless": true, "gzip_bomb": true, "redirect": "ftp://127.0.0.1/x"}
                         queues N faulty answers for that path (several calls queue several faults)
  GET  /_control/requests  {"/v4/rockets": 3, ...}: requests seen per path, faults included
  GET  /_control/log       [["/v4/rockets", 1700000000.5], ...]: every request with its arrival time
  POST /_control/reset     forget faults and counts
  POST /_control/ll2       {"limit": N}: Launch Library 2's hourly limit from now on
  GET  /_control/disconnects  ["/v4/rockets", ...]: delayed answers whose client hung up first
"""
import argparse
import codecs
import json
import os
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

LOCK = threading.Lock()
FAULTS = []  # list of dicts, consumed in order per matching path
COUNTS = {}
LOG = []  # [path, seconds since the epoch] per request, in arrival order
DISCONNECTS = []  # paths whose client closed the connection while a delayed answer was pending
LL2_LIMIT = [15]
LL2_SENT = []  # arrival times of counted Launch Library 2 requests


BOMB = None


def _broken_text(error):
    """Writes a character UTF-8 cannot hold as it came: a byte that was not UTF-8 in the file
    (decoded with surrogateescape) as that byte, a lone surrogate escape as its escape."""
    out = b""
    for character in error.object[error.start:error.end]:
        code = ord(character)
        out += bytes([code - 0xDC00]) if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}".encode()
    return out, error.end


codecs.register_error("loopback_broken_text", _broken_text)


def as_served(value):
    """JSON bytes of `value`, any broken text in it served as the data file had it."""
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "loopback_broken_text")


def take_fault(path):
    with LOCK:
        COUNTS[path] = COUNTS.get(path, 0) + 1
        LOG.append([path, time.time()])
        for fault in FAULTS:
            if fault["path"] in ("*", path) and fault["count"] > 0:
                fault["count"] -= 1
                return dict(fault)
    return None


def sort_key(sort):
    # {"date_unix": "desc", "flight_number": "desc"}: compose from the last key to the first.
    def apply(docs):
        for field, direction in reversed(list(sort.items())):
            reverse = str(direction).lower() in ("desc", "-1", "descending")
            docs = sorted(docs, key=lambda d: (d.get(field) is None, d.get(field)), reverse=reverse)
        return docs
    return apply


def paginate(docs, body):
    query = body.get("query") or {}
    options = body.get("options") or {}
    matched = [d for d in docs if all(d.get(k) == v for k, v in query.items() if not isinstance(v, dict))]
    if options.get("sort"):
        matched = sort_key(options["sort"])(matched)
    limit = int(options.get("limit", 10))
    page = int(options.get("page", 1))
    if options.get("pagination") is False:
        limit, page = max(len(matched), 1), 1
    total_pages = (len(matched) + limit - 1) // limit if limit else 1
    start = (page - 1) * limit
    return {
        "docs": matched[start:start + limit], "totalDocs": len(matched), "limit": limit,
        "totalPages": total_pages, "page": page, "pagingCounter": start + 1,
        "hasPrevPage": page > 1, "hasNextPage": page < total_pages,
        "prevPage": page - 1 if page > 1 else None, "nextPage": page + 1 if page < total_pages else None,
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    data_dir = "."

    def log_message(self, *args):
        pass

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def send(self, status, payload, headers=None):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def control(self, method, raw):
        global FAULTS, COUNTS
        if self.path == "/_control/ll2" and method == "POST":
            with LOCK:
                LL2_LIMIT[0] = int(json.loads(raw or b"{}").get("limit", 15))
            return self.send(200, b"{}")
        if self.path == "/_control/faults" and method == "POST":
            fault = json.loads(raw or b"{}")
            fault.setdefault("path", "*")
            fault.setdefault("count", 1)
            with LOCK:
                FAULTS.append(fault)
            return self.send(200, b"{}")
        if self.path == "/_control/requests":
            with LOCK:
                return self.send(200, json.dumps(COUNTS).encode())
        if self.path == "/_control/disconnects":
            with LOCK:
                return self.send(200, json.dumps(DISCONNECTS).encode())
        if self.path == "/_control/log":
            with LOCK:
                return self.send(200, json.dumps(LOG).encode())
        if self.path == "/_control/reset":
            with LOCK:
                FAULTS, COUNTS = [], {}
                LOG.clear()
                LL2_SENT.clear()
            return self.send(200, b"{}")
        return self.send(404, b'{"error":"unknown control"}')

    def answer(self, method):
        raw = self.body() if method == "POST" else b""
        if self.path.startswith("/_control/"):
            return self.control(method, raw)
        path = urlsplit(self.path).path
        if path.startswith("/2.3.0/"):
            return self.launch_library(path)
        fault = take_fault(self.path)
        parts = self.path.strip("/").split("/")
        if len(parts) < 2 or parts[0] != "v4":
            return self.send(404, b'{"error":"Not Found"}')
        file = os.path.join(self.data_dir, parts[1] + ".json")
        if "/" in parts[1] or not os.path.isfile(file):
            return self.send(404, b'{"error":"Not Found"}')
        with open(file, "rb") as f:
            # Text as the file has it, broken or not: a test may serve bytes that are not UTF-8.
            docs = json.loads(f.read().decode("utf-8", "surrogateescape"))
        if len(parts) == 3 and parts[2] == "query" and method == "POST":
            payload = as_served(paginate(docs, json.loads(raw or b"{}")))
        elif len(parts) == 2 and method == "GET":
            payload = as_served(docs)
        else:
            return self.send(404, b'{"error":"Not Found"}')
        self.deliver(payload, fault)

    def deliver(self, payload, fault):
        if fault:
            if fault.get("delay") and self.client_left_during(float(fault["delay"])):
                with LOCK:
                    DISCONNECTS.append(urlsplit(self.path).path)
                self.close_connection = True
                return
            if fault.get("drop"):
                self.close_connection = True
                return
            if fault.get("status"):
                headers = {"Retry-After": str(fault["retry_after"])} if "retry_after" in fault else {}
                return self.send(int(fault["status"]), b'{"error":"injected"}', headers)
            if fault.get("malformed"):
                return self.send(200, b'{"docs": [1, 2,, oops')
            if fault.get("endless"):
                # A body that never ends (chunked), until the client hangs up.
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b"[" + b" " * 65536
                try:
                    while True:
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                except (BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True
                return
            if fault.get("gzip_bomb"):
                # 1 GiB of spaces in about a megabyte of gzip.
                import gzip
                import io
                global BOMB
                if BOMB is None:
                    buffer = io.BytesIO()
                    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9) as packed:
                        block = b" " * (1 << 20)
                        for _ in range(1024):
                            packed.write(block)
                    BOMB = buffer.getvalue()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(BOMB)))
                self.end_headers()
                try:
                    self.wfile.write(BOMB)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True
                return
            if fault.get("redirect"):
                return self.send(302, b"", {"Location": fault["redirect"]})
            if fault.get("truncate"):
                self.send_response(200)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload[: len(payload) // 2])
                self.close_connection = True
                return
        self.send(200, payload)

    def client_left_during(self, seconds):
        """Waits `seconds`, watching the socket: True as soon as the client closes it."""
        end = time.time() + seconds
        while time.time() < end:
            readable, _, _ = select.select([self.connection], [], [], min(0.05, max(0, end - time.time())))
            if readable:
                try:
                    if self.connection.recv(1, socket.MSG_PEEK) == b"":
                        return True
                except OSError:
                    return True
        return False

    def launch_library(self, path):
        if path.rstrip("/") == "/2.3.0/api-throttle":
            with LOCK:
                now = time.time()
                recent = [t for t in LL2_SENT if t > now - 3600]
                wait = max(0, int(min(recent) + 3600 - now)) if len(recent) >= LL2_LIMIT[0] and recent else 0
                body = {"your_request_limit": LL2_LIMIT[0], "limit_frequency_secs": 3600,
                        "current_use": len(recent), "next_use_secs": wait, "ident": "127.0.0.1"}
            return self.send(200, json.dumps(body).encode())
        key = path.rstrip("/") + "/"
        fault = take_fault(key)
        with LOCK:
            now = time.time()
            LL2_SENT[:] = [t for t in LL2_SENT if t > now - 3600]
            if len(LL2_SENT) >= LL2_LIMIT[0]:
                wait = int(min(LL2_SENT) + 3600 - now) + 1 if LL2_SENT else 3600
                detail = f"Request was throttled. Expected available in {wait} seconds."
                return self.send(429, json.dumps({"detail": detail}).encode())
            LL2_SENT.append(now)
        file = os.path.join(self.data_dir, "ll2-launches.json")
        docs = []
        if os.path.isfile(file):
            with open(file, "rb") as f:
                docs = json.load(f)
        parts = key.strip("/").split("/")
        if len(parts) == 3 and parts[1] == "launches":
            match = [d for d in docs if d["id"] == parts[2]]
            if not match:
                return self.send(404, b'{"detail":"Not found."}')
            return self.deliver(json.dumps(match[0]).encode(), fault)
        if len(parts) != 2 or parts[1] != "launches":
            return self.send(404, b'{"detail":"Not found."}')
        query = {k: v[-1] for k, v in parse_qs(urlsplit(self.path).query).items()}
        if "lsp__id" in query:
            docs = [d for d in docs if str((d.get("launch_service_provider") or {}).get("id")) == query["lsp__id"]]
        if "last_updated__gte" in query:
            since = query["last_updated__gte"].replace("Z", "").split(".")[0]
            docs = [d for d in docs if d.get("last_updated", "").replace("Z", "").split(".")[0] >= since]
        ordering = query.get("ordering", "net")
        docs = sorted(docs, key=lambda d: d.get(ordering.lstrip("-")) or "", reverse=ordering.startswith("-"))
        limit = min(int(query.get("limit", 10)), 100)
        offset = int(query.get("offset", 0))
        following = offset + limit < len(docs)
        page = {"count": len(docs), "previous": None, "results": docs[offset:offset + limit],
                "next": f"http://127.0.0.1:{self.server.server_address[1]}{path}?offset={offset + limit}" if following else None}
        return self.deliver(json.dumps(page).encode(), fault)

    def do_GET(self):
        self.answer("GET")

    def do_POST(self):
        self.answer("POST")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    Handler.data_dir = args.data
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    # The test that started us may die without stopping us: end when stdin closes.
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
