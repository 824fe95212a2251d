"""Typed errors: an illegal action says why and leaves the game unchanged."""


class IllegalAction(Exception):
    """The action is not allowed now; the game state is as it was before it."""

    def __init__(self, reason: str, rule: str = ""):
        super().__init__(f"{reason}" + (f" (CR {rule})" if rule else ""))
        self.reason = reason
        self.rule = rule


class Unsupported(Exception):
    """The IR holds something this runtime cannot play yet (never raised for ok M12 cards)."""


class GameOver(Exception):
    def __init__(self, winner):
        super().__init__(f"game over, winner {winner}")
        self.winner = winner
