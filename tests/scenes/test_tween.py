"""Tweens driven by hand-fed dt ticks (pgzero style): no clocks, no sleeping."""

from __future__ import annotations

import pytest

from game.scenes.kit.tween import EASINGS, Animator, get_easing
from game.storage.settings import AnimationSpeed


class Sprite:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0
        self.pos = (0.0, 0.0)
        self.count = 0


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name: str) -> None:
    ease = get_easing(name)
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_the_registry_has_the_documented_easings() -> None:
    expected = {"linear", "in_quad", "out_quad", "in_out_quad", "in_cubic", "out_cubic"}
    assert expected | {"in_out_cubic", "out_back"} <= set(EASINGS)


def test_out_back_overshoots_before_settling() -> None:
    ease = get_easing("out_back")
    assert max(ease(i / 100) for i in range(101)) > 1.05


def test_unknown_easing_names_suggest_a_spelling() -> None:
    with pytest.raises(KeyError, match="out_cubic"):
        get_easing("out_cubick")


def test_linear_tween_moves_with_each_tick_and_lands_exactly() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", x=10.0)
    anim.update(0.25)
    assert s.x == pytest.approx(2.5)
    assert anim.busy
    anim.update(0.25)
    assert s.x == pytest.approx(5.0)
    anim.update(0.6)  # overshooting the duration still lands on the end value
    assert s.x == 10.0
    assert not anim.busy


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_lands_on_the_end_value(name: str) -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 0.3, name, x=-7.0, y=3.0)
    for _ in range(20):
        anim.update(1 / 60)
    assert (s.x, s.y) == (-7.0, 3.0)


def test_tuples_are_tweened_element_by_element() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", pos=(100.0, -50.0))
    anim.update(0.5)
    assert s.pos == pytest.approx((50.0, -25.0))
    assert isinstance(s.pos, tuple)
    anim.update(0.5)
    assert s.pos == (100.0, -50.0)


def test_int_attributes_stay_ints() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", count=10)
    anim.update(0.33)
    assert s.count == 3 and isinstance(s.count, int)


def test_on_done_runs_once_after_the_end_value_is_set() -> None:
    s, anim = Sprite(), Animator()
    seen: list[float] = []
    anim.animate(s, 0.1, "out_quad", on_done=lambda: seen.append(s.x), x=4.0)
    for _ in range(30):
        anim.update(1 / 60)
    assert seen == [4.0]


def test_on_done_can_chain_a_new_animation() -> None:
    s, anim = Sprite(), Animator()

    def back_home() -> None:
        anim.animate(s, 0.1, "linear", x=0.0)

    anim.animate(s, 0.1, "linear", on_done=back_home, x=5.0)
    anim.update(0.1)
    assert s.x == 5.0 and anim.busy
    anim.update(0.1)
    assert s.x == 0.0 and not anim.busy


def test_a_new_animation_of_the_same_attribute_replaces_the_old() -> None:
    s, anim = Sprite(), Animator()
    done: list[str] = []
    anim.animate(s, 1.0, "linear", on_done=lambda: done.append("first"), x=100.0)
    anim.update(0.5)
    assert s.x == pytest.approx(50.0)
    anim.animate(s, 1.0, "linear", on_done=lambda: done.append("second"), x=0.0)
    anim.update(0.5)
    assert s.x == pytest.approx(25.0)  # from 50 towards 0, not pulled towards 100
    anim.update(0.5)
    assert s.x == 0.0
    assert done == ["second"]  # the replaced tween never reports completion


def test_replacing_one_attribute_leaves_the_others_running() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", x=10.0, y=10.0)
    anim.update(0.5)
    anim.animate(s, 0.5, "linear", x=0.0)
    anim.update(0.5)
    assert (s.x, s.y) == (0.0, 10.0)


def test_other_targets_are_not_replaced() -> None:
    a, b, anim = Sprite(), Sprite(), Animator()
    anim.animate(a, 1.0, "linear", x=1.0)
    anim.animate(b, 1.0, "linear", x=2.0)
    anim.update(1.0)
    assert (a.x, b.x) == (1.0, 2.0)


def test_speed_off_is_instant_and_calls_on_done_at_once() -> None:
    s, anim = Sprite(), Animator(AnimationSpeed.OFF.factor)
    done: list[bool] = []
    anim.animate(s, 2.0, "out_back", on_done=lambda: done.append(True), x=9.0)
    assert s.x == 9.0 and done == [True] and not anim.busy


@pytest.mark.parametrize(
    ("speed", "factor"),
    [("slow", 1.5), ("normal", 1.0), ("fast", 0.5), ("off", 0.0)],
)
def test_speed_factors(speed: str, factor: float) -> None:
    assert AnimationSpeed(speed).factor == factor


def test_slow_speed_stretches_durations() -> None:
    s, anim = Sprite(), Animator(AnimationSpeed.SLOW.factor)
    anim.animate(s, 1.0, "linear", x=3.0)
    anim.update(1.0)
    assert s.x == pytest.approx(2.0) and anim.busy
    anim.update(0.5)
    assert s.x == 3.0 and not anim.busy


def test_speed_can_follow_a_setting_live() -> None:
    setting = {"factor": 1.0}
    s, anim = Sprite(), Animator(lambda: setting["factor"])
    setting["factor"] = 0.0
    anim.animate(s, 1.0, "linear", x=1.0)
    assert s.x == 1.0


def test_delay_waits_before_starting() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", delay=0.5, x=10.0)
    anim.update(0.4)
    assert s.x == 0.0
    anim.update(0.6)  # 0.1 into the delay's end, then 0.5 of the tween
    assert s.x == pytest.approx(5.0)


def test_finish_all_completes_chains() -> None:
    s, anim = Sprite(), Animator()
    order: list[str] = []

    def second() -> None:
        order.append("first done")
        anim.animate(s, 1.0, "linear", on_done=lambda: order.append("second done"), y=2.0)

    anim.animate(s, 1.0, "linear", on_done=second, x=1.0)
    anim.finish_all()
    assert (s.x, s.y) == (1.0, 2.0)
    assert order == ["first done", "second done"]
    assert not anim.busy


def test_stop_with_and_without_completion() -> None:
    s, anim = Sprite(), Animator()
    anim.animate(s, 1.0, "linear", x=10.0)
    anim.update(0.5)
    anim.stop(s)
    assert s.x == pytest.approx(5.0) and not anim.busy
    anim.animate(s, 1.0, "linear", x=0.0)
    anim.stop(s, complete=True)
    assert s.x == 0.0


def test_bad_arguments() -> None:
    s, anim = Sprite(), Animator()
    with pytest.raises(ValueError):
        anim.animate(s, 1.0)
    with pytest.raises(ValueError):
        anim.animate(s, -1.0, x=1.0)
