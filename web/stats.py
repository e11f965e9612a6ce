"""Chi-square goodness of fit without scipy: the survival function via the regularized
upper incomplete gamma function Q(a, x) (series for x < a + 1, continued fraction otherwise).
"""
from __future__ import annotations

import math

EPSILON = 1e-14
MAX_ITERATIONS = 1000


def _lower_series(a: float, x: float) -> float:
    """P(a, x) by its power series; converges quickly when x < a + 1."""
    term = total = 1.0 / a
    n = a
    for _ in range(MAX_ITERATIONS):
        n += 1.0
        term *= x / n
        total += term
        if abs(term) < abs(total) * EPSILON:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x) by Lentz's continued fraction; converges when x >= a + 1."""
    tiny = 1e-300
    b = x + 1.0 - a
    c, d = 1.0 / tiny, 1.0 / b
    h = d
    for i in range(1, MAX_ITERATIONS):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        step = d * c
        h *= step
        if abs(step - 1.0) < EPSILON:
            break
    return h * math.exp(-x + a * math.log(x) - math.lgamma(a))


def gamma_q(a: float, x: float) -> float:
    """Regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a)."""
    if a <= 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 1.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _lower_series(a, x))
    return min(1.0, _upper_fraction(a, x))


def chi2_sf(statistic: float, df: int) -> float:
    """P(X >= statistic) for X ~ chi-square with df degrees of freedom."""
    return gamma_q(df / 2.0, statistic / 2.0)


def chi_square_uniform(counts: list[int]) -> tuple[float, float] | None:
    """(statistic, p-value) that `counts` came from a fair die; None with no rolls."""
    total = sum(counts)
    if total == 0 or len(counts) < 2:
        return None
    expected = total / len(counts)
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    return statistic, chi2_sf(statistic, len(counts) - 1)
