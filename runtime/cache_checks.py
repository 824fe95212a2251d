"""One switch for the runtime's caches (characteristics_cache, trigger_index, the state-based
actions' quiet check): with VERIFY on, each answer a cache gives is also worked out from scratch
and a difference raises. Tests and checked random-game runs turn it on; it is off when timed."""
VERIFY = False
