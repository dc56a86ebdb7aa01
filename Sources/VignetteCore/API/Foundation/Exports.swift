// What an iOS widget's files get without importing it themselves: the `os` module's logging
// (VignetteOSLog) and, on Linux, `URLSession`, which Foundation keeps in FoundationNetworking there.
@_exported import VignetteOSLog
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
