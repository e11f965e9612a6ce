"""The chi-square survival function agrees with closed forms for small degrees of freedom."""
from __future__ import annotations

import math

import pytest

from web.stats import chi2_sf, chi_square_uniform, gamma_q


@pytest.mark.parametrize("x", [0.1, 0.5, 1.0, 2.0, 3.0, 7.5, 20.0, 60.0])
def test_two_degrees_of_freedom_is_an_exponential_tail(x):
    assert chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-10)


@pytest.mark.parametrize("x", [0.05, 0.5, 1.5, 3.84, 10.0, 30.0])
def test_one_degree_of_freedom_is_a_normal_tail(x):
    assert chi2_sf(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9)


@pytest.mark.parametrize("x", [0.3, 2.0, 4.0, 9.0, 25.0])
def test_four_degrees_of_freedom_match_the_poisson_sum(x):
    assert chi2_sf(x, 4) == pytest.approx(math.exp(-x / 2) * (1 + x / 2), rel=1e-10)


def test_the_textbook_five_percent_point_of_a_d6_test():
    # 11.0705 is the 95th percentile of chi-square with 5 degrees of freedom
    assert chi2_sf(11.0705, 5) == pytest.approx(0.05, abs=1e-5)


def test_q_is_one_at_zero_and_falls_towards_zero():
    assert gamma_q(3.0, 0.0) == 1.0
    assert gamma_q(3.0, 1.0) > gamma_q(3.0, 5.0) > gamma_q(3.0, 50.0) > 0.0


def test_a_perfectly_even_die_has_p_one_and_a_loaded_one_a_tiny_p():
    assert chi_square_uniform([10] * 6) == (0.0, 1.0)
    statistic, p = chi_square_uniform([0, 0, 0, 0, 0, 60])
    assert statistic == pytest.approx(300.0) and p < 1e-50
    assert chi_square_uniform([0] * 6) is None
