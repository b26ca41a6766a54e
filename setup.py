"""Package discovery for setuptools; all other metadata is in pyproject.toml.

pyproject.toml cannot both *find* packages by pattern and add a package whose
name differs from its folder, so the list is built here: engine, hardware,
desktop and remote with their subpackages, plus the top-level ``assets/`` folder shipped
as ``playmat_assets`` (mapped in ``[tool.setuptools.package-dir]``). Its
subfolders are listed too, so that their files are package data of a known
package rather than of an undeclared one.
"""

from setuptools import find_namespace_packages, find_packages, setup

CODE = ["engine", "engine.*", "hardware", "hardware.*", "desktop", "desktop.*", "remote", "remote.*"]
ASSETS = [
    "playmat_assets",
    *(f"playmat_assets.{name}" for name in find_namespace_packages(where="assets", exclude=["*__pycache__*"])),
]

setup(packages=[*find_packages(include=CODE), *ASSETS])
