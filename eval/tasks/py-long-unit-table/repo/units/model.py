from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    name: str
    symbol: str
    dimension: str
    factor: float
    """How many of the dimension's coherent SI unit (metre, kilogram, ...) one of this unit is."""
    system: str
