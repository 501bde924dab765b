"""``/files/{kind}/{name}``: stored files with their fixed content type, and nothing else.

Requests go to the ASGI app as a server hands them over (``raw_request``): dot segments and
encoded slashes arrive as they were sent, which an HTTP client would have tidied away.
"""

from pathlib import Path

from adapters.files.names import CONTENT_TYPES
from tests.api.conftest import Api
from tests.api.raw_asgi import raw_request

SECRET = b"the federation's secret"


async def test_stored_files_are_served_with_their_type_and_nosniff(api: Api) -> None:
    for suffix, content_type in CONTENT_TYPES.items():
        public_path = await api.context.files.save("documents", b"content " + SECRET, suffix)
        for method in ("GET", "HEAD"):
            response = await raw_request(api.client.app, method, public_path)
            assert response.status == 200, (suffix, method)
            assert response.headers["content-type"] == content_type
            assert response.headers["x-content-type-options"] == "nosniff"
            assert response.headers["content-disposition"].startswith("inline")
        assert response.body == b""  # HEAD
    avatar = await api.context.files.save("avatars", SECRET, ".png")
    assert (await api.client.get(api.context.links.link(avatar))).content == SECRET


async def test_nothing_outside_the_stored_files_is_served(api: Api) -> None:
    files = api.data_dir / "files"
    (api.data_dir / "secret.txt").write_bytes(SECRET)
    avatar = await api.context.files.save("avatars", b"picture", ".png")
    name = Path(avatar).name
    avatars = files / "avatars"
    (avatars / f"{'b' * 32}.png").symlink_to(api.data_dir / "secret.txt")
    (avatars / f"{'c' * 32}.png").symlink_to(avatars / name)
    (avatars / f"{name}.part").write_bytes(SECRET)
    (avatars / f"{'d' * 32}.png").mkdir()
    (files / "notes.txt").write_bytes(SECRET)
    (api.data_dir / "outbox").mkdir()
    (api.data_dir / "outbox" / f"{'e' * 32}.png").write_bytes(SECRET)
    targets = [
        "/files/../secret.txt",
        "/files/%2e%2e/secret.txt",
        "/files/avatars/../../secret.txt",
        "/files/avatars/..%2f..%2fsecret.txt",
        "/files/avatars/%2e%2e%2f%2e%2e%2fsecret.txt",
        "/files/avatars/..%5c..%5csecret.txt",
        f"/files/../outbox/{'e' * 32}.png",
        f"/files/avatars/..%2f..%2foutbox%2f{'e' * 32}.png",
        "/files//etc/passwd",
        "/files/avatars/%2fetc%2fpasswd",
        "/files/notes.txt",
        "/files/avatars/",
        f"/files/avatars/{'b' * 32}.png",
        f"/files/avatars/{'c' * 32}.png",
        f"/files/avatars/{name}.part",
        f"/files/avatars/{'d' * 32}.png",
        f"/files/avatars/{name}%00.txt",
        f"/files/avatars/{name}%0a",
        f"/files/outbox/{'e' * 32}.png",
        f"/files/AVATARS/{name}",
        f"/files/avatars/{name.upper()}",
    ]
    for target in targets:
        for method in ("GET", "HEAD"):
            response = await raw_request(api.client.app, method, target)
            assert response.status == 404, (method, target, response.status)
            assert SECRET not in response.body
    signed = api.context.links.link(avatar)
    assert (await raw_request(api.client.app, "GET", signed)).body == b"picture"
