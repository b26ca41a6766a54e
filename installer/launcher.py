"""The entry script of the built application: the ``playmat`` command.

PyInstaller needs a script to start from; this one does what the installed
console script ``playmat = desktop.cli:main`` does.
"""

import sys

from desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
