"""A pytest fixture that fails any test after which a fake Discord holds unchecked problems.

A test that provokes violations on purpose checks them and then calls ``fd.clear_problems()``. Use it
from a conftest: ``from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401`` (autouse).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from .harness import FakeDiscord


@contextlib.contextmanager
def clean_fakes() -> Iterator[list[FakeDiscord]]:
    """Track every FakeDiscord made inside; on leaving, fail if any of them holds problems."""
    tracked: list[FakeDiscord] = []
    previous, FakeDiscord.tracker = FakeDiscord.tracker, tracked
    try:
        yield tracked
    finally:
        FakeDiscord.tracker = previous
    problems = [problem for fd in tracked for problem in fd.problems()]
    if problems:
        pytest.fail("fakediscord recorded problems the test did not clear:\n" + "\n".join(problems), pytrace=False)


@pytest.fixture(autouse=True)
def fakediscord_clean() -> Iterator[None]:
    """Every message request of every test names what may ping, and nothing else went wrong."""
    with clean_fakes():
        yield
