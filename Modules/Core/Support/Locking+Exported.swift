// `Locked` belongs to everything built on Core (Domain targets, which import Core alone, included),
// and to JSONRPC, which is built on nothing of ours: so it lives in a module beneath both, and
// Core passes it on.
@_exported import Locking
