"""Who may do what (docs/product.md, Permissions): pure predicates over the signed-in user
and a target.

The actor is the signed-in ``User``; services ask these and raise ``Forbidden`` or
``NotFound``. Nothing here reads storage.
"""

from dataclasses import fields
from typing import Protocol

from fedreg_core.domain.account_rules import club_takes_changes_from_its_users
from fedreg_core.domain.entities import Club, Member, Settings, Tournament, User
from fedreg_core.domain.enums import Variant
from fedreg_core.ports.registration_lists import PrivateSight

MEMBER_PUBLIC_FIELDS = frozenset({"id", "club_id", "first_name", "last_name", "belt"})
"""What a user of another club sees of a member (docs/product.md, Permissions); every other
field, a new one too, is private."""
MEMBER_PRIVATE_FIELDS = (
    frozenset({f.name for f in fields(Member)} | {"weight", "adult_from"}) - MEMBER_PUBLIC_FIELDS
)
# Coach, referee and official fields a user of another club does not see: their pictures.
PERSON_PRIVATE_FIELDS = frozenset({"avatar"})
# Fields only an admin may set or change.
MEMBER_ADMIN_FIELDS = frozenset({"always_pays"})
CLUB_ADMIN_FIELDS = frozenset({"is_blocked"})


def may_see_club(actor: User, club: Club) -> bool:
    """Every signed-in user sees every club; deleted ones only admins."""
    return actor.is_admin or not club.is_deleted


def may_see_hidden_clubs(actor: User) -> bool:
    """Blocked and deleted clubs in the clubs list, when asked for: admins."""
    return actor.is_admin


def is_own_club(actor: User, club_id: int | None) -> bool:
    return actor.club_id is not None and actor.club_id == club_id


def may_manage_club(actor: User, club: Club) -> bool:
    """Every write for a club (its details and logo, its people and their pictures, imports,
    entries and withdrawals, pay flags): admins, and the club's own users while the club
    takes changes from them (not blocked). It takes the club, not its id: a write cannot
    ask without having read the club's state."""
    if actor.is_admin:
        return True
    return is_own_club(actor, club.id) and club_takes_changes_from_its_users(club)


def may_delete_club(actor: User, club_id: int | None) -> bool:
    """Admins delete clubs, never their own."""
    return actor.is_admin and actor.club_id != club_id


def may_see_private_fields(actor: User, club_id: int) -> bool:
    """Dates of birth, gender, pictures and payment flags of a club's members, and the
    pictures of its coaches, referees and officials: admins and the club's own users (a
    blocked club's too: they read)."""
    return actor.is_admin or is_own_club(actor, club_id)


def private_sight(actor: User) -> PrivateSight:
    """``may_see_private_fields`` as data, for reads that filter or count in the database."""
    if actor.is_admin:
        return PrivateSight(every_club=True)
    return PrivateSight(club_ids=frozenset({actor.club_id} if actor.club_id is not None else ()))


def may_set_admin_fields(actor: User) -> bool:
    """``alwaysPays`` of members, ``isBlocked`` of clubs."""
    return actor.is_admin


def may_override_eligibility(actor: User) -> bool:
    """Enter a competitor or team despite a broken age, belt, weight or medical limit (the
    history records it): admins."""
    return actor.is_admin


def may_break_entries(actor: User) -> bool:
    """Change a member's sex or birth date so that an entry of theirs (in a tournament not
    archived) no longer meets its rules: admins (the entry is then listed as such)."""
    return actor.is_admin


def may_create_members(actor: User, settings: Settings) -> bool:
    """The disableCreate setting locks member creation for everyone but admins."""
    return actor.is_admin or not settings.disable_create


def may_edit_members(actor: User, settings: Settings) -> bool:
    """The disableEdit setting locks member changes (and removal) for everyone but admins."""
    return actor.is_admin or not settings.disable_edit


def may_set_no_pay(actor: User, settings: Settings) -> bool:
    """Mark members and teams "no pay" (or clear it): admins, and the club's users unless
    the clubsMaySetNoPay setting reserves it to admins."""
    return actor.is_admin or settings.clubs_may_set_no_pay


def may_see_emails(actor: User) -> bool:
    """E-mail addresses in the users list: admins only."""
    return actor.is_admin


def may_set_passwords(actor: User) -> bool:
    """Admins set anyone's password (the users list's password dialog)."""
    return actor.is_admin


def may_change_status_of(actor: User, target_id: int | None) -> bool:
    """Admins block, unblock, promote and demote others (and set their passwords), never
    themselves."""
    return actor.is_admin and actor.id != target_id


def may_edit_settings(actor: User) -> bool:
    return actor.is_admin


def may_manage_catalog(actor: User) -> bool:
    """Create, change, archive and delete categories, disciplines and their links: admins."""
    return actor.is_admin


def may_manage_tournaments(actor: User) -> bool:
    """Create, change, open or close, archive and delete tournaments and their files: admins."""
    return actor.is_admin


def may_see_archived_tournaments(actor: User) -> bool:
    return actor.is_admin


def may_see_tournament(actor: User, tournament: Tournament) -> bool:
    """Every signed-in user sees tournaments; archived ones only admins."""
    return may_see_archived_tournaments(actor) or not tournament.is_archived


def may_see_club_deductions(actor: User) -> bool:
    return actor.is_admin


def may_change_registrations(actor: User, club: Club, tournament_is_active: bool) -> bool:
    """Register, change or remove a club's entries: admins always (while not archived), the
    club's own users while the tournament is active (docs/entries.md) and they may manage
    the club."""
    return actor.is_admin or (may_manage_club(actor, club) and tournament_is_active)


def may_see_club_registrations(actor: User, club_id: int) -> bool:
    """A club's registrations with their fee: admins and that club's users."""
    return actor.is_admin or is_own_club(actor, club_id)


def may_manage_tournament_records(actor: User) -> bool:
    """History, every club's fee, numbers and club deductions: admins."""
    return actor.is_admin


def may_confirm_draw(actor: User, tournament: Tournament) -> bool:
    """Keep a stale draw as it stands, so its results may be entered: admins, in a tournament
    not archived (the service checks each part and says which failed)."""
    return may_manage_tournament_records(actor) and not tournament.is_archived


def discipline_overview_is_open(actor: User, variant: Variant) -> bool:
    """The tournament's discipline overview is open whatever the settings (docs/product.md,
    Variants): to admins, and to everyone in the wff variant. For the others the setting
    showDisciplines decides; the caller reads it only then (one statement saved)."""
    return actor.is_admin or variant == Variant.WFF


def tournament_info_is_shown(actor: User, variant: Variant) -> bool:
    """The tournament's info panel on its page (docs/product.md, Variants): admins always,
    others in the default variant, never in wff."""
    return actor.is_admin or variant != Variant.WFF


class PubliclyShown(Protocol):
    @property
    def is_public(self) -> bool: ...
    @property
    def is_archived(self) -> bool: ...


def shown_publicly(tournament: PubliclyShown) -> bool:
    """Anyone, signed in or not, sees a tournament that is public and not archived (never a
    member's birth date, photo or belt, nor anyone's e-mail address)."""
    return tournament.is_public and not tournament.is_archived


def may_read_access_log(actor: User) -> bool:
    """The access log, and everything held on one person (its export): admins."""
    return actor.is_admin


def may_erase_people(actor: User) -> bool:
    """Erasing a person's data (docs/privacy.md, Erasure): admins; never a club, not even
    its own people (a club deletes a person it never entered)."""
    return actor.is_admin


def read_is_logged(actor: User, club_id: int) -> bool:
    """A read of a person's full record goes into the access log: by anyone but their own
    club's users (others see no private field, so only admins' reads are full)."""
    return actor.is_admin and not is_own_club(actor, club_id)
