// Answers `import os` in widget code on Linux (through `-module-alias os=Vignetteos`): its logging.
@_exported import VignetteOSLog
