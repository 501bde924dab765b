"""What a club's members may be entered in (``listEntryOptions``): the registration dialogs'
options with the server's reasons, in the reader's language."""

from adapters.http.schemas.registrations import Out
from fedreg_core.domain.eligibility import Breach
from fedreg_core.domain.entry_options import CategoryOption
from fedreg_core.domain.enums import TeamType
from fedreg_core.messages import translate
from fedreg_core.messages.eligibility import unnamed
from fedreg_core.services.entry_options import EntryOptions


class DisciplineOptionOut(Out):
    id: int
    name: str
    reasons: list[str]
    """Why the member may not take it (its category's reasons, then its own); none: open."""


class CategoryOptionOut(Out):
    id: int
    name: str
    reasons: list[str]
    disciplines: list[DisciplineOptionOut]


class MemberOptionsOut(Out):
    """One member's options as a competitor (``categories``) and as a team's member
    (``teamCategories``: age and belt judged); ``reason``: why the member cannot be entered
    as a competitor at all, without the member's name (the line names the member)."""

    member_id: int
    reason: str | None
    categories: list[CategoryOptionOut]
    team_categories: list[CategoryOptionOut]
    team_types: list[TeamType]
    """The team types the member may be in: the team dialog's member picker offers the
    member for these."""


class EntryOptionsOut(Out):
    """Every member's options; ``teamCategories``: a team's before any member is chosen."""

    members: list[MemberOptionsOut]
    team_categories: list[CategoryOptionOut]
    most_team_members: int | None
    """The most members any offered team discipline takes: how many the member picker
    allows (none without a team discipline)."""


def entry_options_out(options: EntryOptions, language: str) -> EntryOptionsOut:
    def text(breach: Breach) -> str:
        return translate(breach.message_key, language, breach.values)

    def categories(found: list[CategoryOption]) -> list[CategoryOptionOut]:
        return [
            CategoryOptionOut(
                id=option.category.id or 0,
                name=option.category.name,
                reasons=[text(b) for b in option.breaches],
                disciplines=[
                    DisciplineOptionOut(
                        id=d.discipline.id or 0,
                        name=d.discipline.name,
                        reasons=[text(b) for b in d.breaches],
                    )
                    for d in option.disciplines
                ],
            )
            for option in found
        ]

    return EntryOptionsOut(
        members=[
            MemberOptionsOut(
                member_id=m.member.id or 0,
                reason=None
                if m.barred is None
                else translate(unnamed(m.barred.message_key), language, m.barred.values),
                categories=categories(m.categories),
                team_categories=categories(m.team_categories),
                team_types=m.team_types,
            )
            for m in options.members
        ],
        team_categories=categories(options.team_categories),
        most_team_members=options.most_team_members,
    )
