"""The runtime that plays compiled IR (stack, priority, triggers). Not built yet: see the
runtime issue. Nothing here is imported by the compiler."""
