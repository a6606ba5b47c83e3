"""The game's random generator: a counter-based SplitMix64 stream.

Its whole state is two integers (seed, counter), so it serialises into a few bytes of JSON and a game
replayed from the same seed draws exactly the same numbers. Python's ``random`` module is not used:
its state is 2.5 KB and global use would break determinism.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# rejection limits of the small ranges drawn most (dice, hands, decks), computed once
_LIMITS = {n: (1 << 64) - ((1 << 64) % n) for n in range(1, 128)}
_LIMIT6 = _LIMITS[6]


class Rng:
    __slots__ = ("counter", "seed")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed & _MASK
        self.counter = counter

    def next64(self) -> int:
        self.counter += 1
        z = (self.seed + self.counter * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias (rejection of the top partial block)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("n must be positive")
            limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self.next64()
            if z < limit:
                return z % n

    def die(self) -> int:
        """``below(6) + 1``, the same draws, in one call: every roll of every game draws two."""
        seed = self.seed
        while True:
            self.counter = counter = self.counter + 1
            z = (seed + counter * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < _LIMIT6:
                return z % 6 + 1

    def dice(self) -> tuple[int, int]:
        """``(die(), die())``, the same draws, in one call: every roll of every game draws both."""
        seed = self.seed
        counter = self.counter
        first = 0  # a die shows 1..6: 0 is none yet
        while True:
            counter += 1
            z = (seed + counter * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < _LIMIT6:
                if first:
                    self.counter = counter
                    return first, z % 6 + 1
                first = z % 6 + 1

    def three_dice(self) -> tuple[int, int, int]:
        """``(die(), die(), die())``, the same draws, in one call: a Cities & Knights roll draws its event die
        (``below(6)``, the same draw as ``die() - 1``) after the two number dice. The three draws are written out
        (next64's sum advanced by one addition a draw); a draw is rejected with probability 2^-62, and then the
        loop of ``_three_dice`` draws them instead."""
        x = self.seed + self.counter * _GOLDEN + _GOLDEN
        z = x & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        first = z ^ (z >> 31)
        x += _GOLDEN
        z = x & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        second = z ^ (z >> 31)
        z = (x + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if first < _LIMIT6 and second < _LIMIT6 and z < _LIMIT6:
            self.counter += 3
            return first % 6 + 1, second % 6 + 1, z % 6 + 1
        return self._three_dice()

    def _three_dice(self) -> tuple[int, int, int]:
        """``three_dice`` by a loop that rejects draws at or above the last whole multiple of 6 below 2^64."""
        counter = self.counter
        x = self.seed + counter * _GOLDEN
        first = second = 0  # a die shows 1..6: 0 is none yet
        while True:
            counter += 1
            x += _GOLDEN
            z = x & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < _LIMIT6:
                if second:
                    self.counter = counter
                    return first, second, z % 6 + 1
                if first:
                    second = z % 6 + 1
                else:
                    first = z % 6 + 1

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
