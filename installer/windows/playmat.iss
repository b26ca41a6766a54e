; Inno Setup 6 script: Playmat's Windows installer, made from the one-folder
; build dist\playmat\ (python installer\build.py). build.ps1 beside this file
; builds both; by hand, from the checkout:
;
;     iscc /DAppVersion=0.1.0 installer\windows\playmat.iss
;
; It writes dist\Playmat-<version>-setup.exe. The installer puts the folder in
; Program Files\Playmat (or the user's Programs folder, for an install without
; administrator rights), adds a Start menu entry and an uninstaller (also listed
; in Settings > Apps). An update installs over the old version and removes its
; files first. Playmat's logs, saved games and settings (%LOCALAPPDATA%\Playmat,
; the registry) belong to the user and are kept.

#ifndef AppVersion
  #error Pass the version, e.g. iscc /DAppVersion=0.1.0 playmat.iss (build.ps1 reads it from pyproject.toml)
#endif
#define Root AddBackslash(SourcePath) + "..\.."
#define AppExe "playmat.exe"

[Setup]
; The AppId identifies Playmat across versions: never change it.
AppId={{9C21EBA9-E265-4BE3-9AB1-1EA713E88E73}
AppName=Playmat
AppVersion={#AppVersion}
AppVerName=Playmat {#AppVersion}
AppPublisher=Playmat
AppComments=A desktop tabletop for trading card games
DefaultDirName={autopf}\Playmat
DefaultGroupName=Playmat
DisableProgramGroupPage=yes
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\dist
OutputBaseFilename=Playmat-{#AppVersion}-setup
; Drawn from assets\icons\playmat.svg by installer\build.py.
SetupIconFile={#Root}\build\playmat.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Playmat {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An update replaces the whole application folder: no file of an older
; version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\playmat\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#Root}\installer\windows\KIOSK.md"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{group}\Playmat"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Comment: "Play, practise and watch trading card games"
Name: "{group}\Uninstall Playmat"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Playmat"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Playmat}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: dirifempty; Name: "{app}"
