import pytest

from engine import RuleError
from engine.fields import Bool, Choice, Int, ListOf, MapOf, Object, Str, object_schema, validate
from tests.helpers import english


def test_defaults_fill_in_and_values_pass_through():
    spec = {"n": Int(minimum=1, maximum=5, default=2), "name": Str(max_length=5)}
    assert validate(spec, {"name": "Ann"}) == {"n": 2, "name": "Ann"}


def test_every_bad_field_is_named_at_once():
    spec = {"n": Int(minimum=1), "flag": Bool(), "kind": Choice(choices=("a", "b"))}
    with pytest.raises(RuleError) as caught:
        validate(spec, {"n": 0, "flag": "yes", "kind": "c", "extra": 1})
    assert set(caught.value.errors) == {"n", "flag", "kind", "extra"}
    assert caught.value.rule is None


def test_missing_required_field():
    with pytest.raises(RuleError) as caught:
        validate({"n": Int()}, {})
    assert english(caught.value.errors) == {"n": ["n: this field is required."]}


@pytest.mark.parametrize("value", [True, 1.5, "3", None])
def test_int_rejects_non_integers(value):
    with pytest.raises(RuleError):
        validate({"n": Int()}, {"n": value})


def test_choice_does_not_confuse_true_with_one():
    with pytest.raises(RuleError):
        validate({"c": Choice(choices=(1, 2))}, {"c": True})


def test_nested_lists_objects_and_maps_report_paths():
    spec = {
        "rows": ListOf(item=Object(fields={"v": Int(minimum=0)}), min_items=1),
        "stock": MapOf(value=Int(minimum=0)),
    }
    with pytest.raises(RuleError) as caught:
        validate(spec, {"rows": [{"v": 1}, {"v": -1}], "stock": {"Ann": -2}})
    assert set(caught.value.errors) == {"rows.1.v", "stock.Ann"}


def test_string_length_limits():
    with pytest.raises(RuleError):
        validate({"s": Str(max_length=3)}, {"s": "abcd"})


def test_non_object_input_is_refused():
    with pytest.raises(RuleError):
        validate({}, ["not", "an", "object"])


def test_schema_describes_the_same_constraints():
    schema = object_schema({"n": Int(minimum=1, maximum=3), "s": Str(max_length=9, required=False)})
    assert schema["properties"]["n"] == {"type": "integer", "minimum": 1, "maximum": 3}
    assert schema["required"] == ["n"]
    assert schema["additionalProperties"] is False


# -- standard JSON Schema ---------------------------------------------------------


def test_a_nullable_field_is_a_type_list_with_null_never_openapi_3_0s_nullable():
    goal = Int(minimum=1, default=None, nullable=True).schema()
    assert goal == {"type": ["integer", "null"], "minimum": 1, "default": None}
    choice = Choice(choices=("a", "b"), nullable=True).schema()
    assert choice == {"type": ["string", "null"], "enum": ["a", "b", None]}
    assert "nullable" not in str(object_schema({"goal": Int(nullable=True), "cards": ListOf(item=Str(), nullable=True)}))


def test_choices_are_typed_and_choices_of_several_types_are_one_typed_enum_each():
    assert Choice(choices=(1, 2, 3)).schema() == {"type": "integer", "enum": [1, 2, 3]}
    assert Choice(choices=(1, 2, "sheriff")).schema() == {
        "anyOf": [{"type": "integer", "enum": [1, 2]}, {"type": "string", "enum": ["sheriff"]}]}
    nullable = Choice(choices=(1, "sheriff"), nullable=True).schema()
    assert nullable["anyOf"][-1] == {"type": "null"}


def test_a_choice_publishes_its_names_in_the_games_words():
    """Screens and other tools read a choice's names from the published schema (no copies)."""
    import engine

    legend = engine.get("curse-you-robin-hood").moves["legend"].fields["legend"].schema()
    assert legend["x-names"]["friar-tuck"] == "Friar Tuck" and set(legend["x-names"]) == set(legend["enum"])
    assert "x-names" not in Choice(choices=("a", "b")).schema()
