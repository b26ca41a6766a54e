# Playmat's build: PyInstaller's hook for this module, with only the Qt plugins
# Playmat uses (see qt_filter.py).
import os
import runpy

hiddenimports, binaries, datas = runpy.run_path(os.path.join(os.path.dirname(__file__), "qt_filter.py"))["collect"](
    __file__
)
