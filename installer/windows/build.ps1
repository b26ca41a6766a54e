<#
.SYNOPSIS
    Builds Playmat for Windows: the application folder dist\playmat\ and its
    installer dist\Playmat-<version>-setup.exe.

.DESCRIPTION
    Run it on a Windows 10 or 11 machine (x64) from any folder:

        powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1

    It needs Python 3.11 or newer (python.org installer, with the "py"
    launcher) and Inno Setup 6 (https://jrsoftware.org/isinfo.php; or
    `winget install JRSoftware.InnoSetup`). It

    1. creates .venv in the checkout, or reuses it;
    2. installs Playmat and PyInstaller into it;
    3. runs `python installer\build.py`: PyInstaller builds dist\playmat\,
       then the smoke test runs playmat.exe (--version, sim, --screenshot);
    4. runs Inno Setup's compiler on installer\windows\playmat.iss.

.PARAMETER Python
    The Python to create .venv with (default: the "py -3" launcher's).

.PARAMETER NoInstaller
    Stop after the application folder (skip Inno Setup).
#>
param(
    [string]$Python = "",
    [switch]$NoInstaller
)

$ErrorActionPreference = "Stop"
$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $Root

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    Write-Host "build.ps1: $Exe $($Arguments -join ' ')"
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "'$Exe $($Arguments -join ' ')' failed with exit code $LASTEXITCODE" }
}

# 1. The virtual environment.
$VenvPython = Join-Path $Root ".venv\Scripts\python.exe"
if (-not (Test-Path $VenvPython)) {
    if ($Python) {
        Invoke-Checked $Python @("-m", "venv", ".venv")
    } elseif (Get-Command py -ErrorAction SilentlyContinue) {
        Invoke-Checked "py" @("-3", "-m", "venv", ".venv")
    } else {
        throw "Python 3.11+ was not found: install it from python.org (with the py launcher), or pass -Python C:\path\to\python.exe"
    }
}
Invoke-Checked $VenvPython @("-c", "import sys; sys.exit(sys.version_info < (3, 11))")

# 2. Playmat and PyInstaller.
Invoke-Checked $VenvPython @("-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".", "pyinstaller>=6.10,<7")

# 3. The application folder, and its smoke test.
Invoke-Checked $VenvPython @("installer\build.py")
if ($NoInstaller) { exit 0 }

# 4. The installer.
$Version = (& $VenvPython -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])").Trim()
$Iscc = (Get-Command iscc -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Iscc = @(
        "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
        "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
        "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
    ) | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc) {
    throw "Inno Setup 6 was not found: install it (winget install JRSoftware.InnoSetup), or run with -NoInstaller"
}
Invoke-Checked $Iscc @("/Q", "/DAppVersion=$Version", "installer\windows\playmat.iss")
Write-Host "build.ps1: dist\playmat\ and dist\Playmat-$Version-setup.exe are ready"
