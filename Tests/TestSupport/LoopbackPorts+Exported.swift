// Every test that times out a network uses the ports; the benchmarks use them too, so they live in
// a module of their own and TestSupport passes them on.
@_exported import LoopbackPorts
