"""Types into a program on a pseudo-terminal, as a person at a keyboard would, and prints all
it wrote back (the transcript) once it exits.

    pty_type.py WAIT_FOR KEYS -- PROGRAM [ARGUMENT...]

KEYS is sent once the program has written WAIT_FOR (its prompt), Python escapes allowed
(`\\t` for TAB, `\\x15` for Ctrl-U). The program must end on the keys (`exit`); if it has not
after five minutes it is killed: a hang guard, not a timing.
"""

import os
import select
import signal
import sys
import time

HANG_GUARD_SECONDS = 300


def main() -> int:
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        print(__doc__, file=sys.stderr)
        return 2
    wait_for = sys.argv[1].encode()
    keys = sys.argv[2].encode().decode("unicode_escape").encode("utf-8")
    pid, fd = os.forkpty()
    if pid == 0:
        os.execvp(sys.argv[4], sys.argv[4:])
    transcript = b""
    sent = False
    deadline = time.monotonic() + HANG_GUARD_SECONDS
    while True:
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            sys.stdout.write(transcript.decode("utf-8", "replace"))
            print("\npty_type: killed after the hang guard", file=sys.stderr)
            return 1
        ready, _, _ = select.select([fd], [], [], 1)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the program exited and the terminal closed
            break
        if not chunk:
            break
        transcript += chunk
        if not sent and wait_for in transcript:
            os.write(fd, keys)
            sent = True
    os.waitpid(pid, 0)
    sys.stdout.write(transcript.decode("utf-8", "replace"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
