"""A seat number typed in a form or a QQ message: Python's `isdigit` also says yes to '¹' or '①', which
`int` cannot read — the fuzzer's '¹' was a server error. Decimal digits only (full-width ones read as
the number they are); anything else is the field's clear refusal."""
from __future__ import annotations

import pytest

from bansha.service import forms
from bansha.service.forms import BadInput


@pytest.mark.parametrize("text", ["¹", "3²", "①", "⑶", "Ⅲ", "3.0", "-1", ""])
def test_what_is_not_a_decimal_number_is_refused_in_the_fields_words(text):
    with pytest.raises(BadInput, match="座位号应为数字"):
        forms.seat_no(text)


@pytest.mark.parametrize("text, number", [("3", 3), ("12号", 12), ("３", 3), (" 7 ", 7)])
def test_decimal_digits_are_the_seat(text, number):
    assert forms.seat_no(text) == number


def test_a_target_list_with_a_superscript_is_refused_not_a_crash():
    with pytest.raises(BadInput, match="目标座位号应为数字"):
        forms.seat_list("3 ¹")
