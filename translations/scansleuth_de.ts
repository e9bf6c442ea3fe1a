<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <source>A workbench for debugging medical-imaging deep-learning pipelines.</source>
        <translation>Eine Werkbank zur Fehlersuche in Deep-Learning-Pipelines der medizinischen Bildgebung.</translation>
    </message>
    <message>
        <source>Open the built-in demo study.</source>
        <translation>Die eingebaute Demo-Studie öffnen.</translation>
    </message>
    <message>
        <source>Load, write the window as PNG to FILE, quit.</source>
        <translation>Laden, das Fenster als PNG in DATEI schreiben, beenden.</translation>
    </message>
    <message>
        <source>Image file or folder.</source>
        <translation>Bilddatei oder Ordner.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::MainWindow</name>
    <message>
        <source>ScanSleuth</source>
        <translation>ScanSleuth</translation>
    </message>
    <message>
        <source>Open a DICOM folder or an image file (File menu).</source>
        <translation>Einen DICOM-Ordner oder eine Bilddatei öffnen (Menü Datei).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;File...</source>
        <translation>&amp;Datei öffnen...</translation>
    </message>
    <message>
        <source>Open F&amp;older...</source>
        <translation>&amp;Ordner öffnen...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open &amp;Demo Study</source>
        <translation>D&amp;emo-Studie öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About ScanSleuth</source>
        <translation>&amp;Über ScanSleuth</translation>
    </message>
    <message>
        <source>About ScanSleuth</source>
        <translation>Über ScanSleuth</translation>
    </message>
    <message>
        <source>ScanSleuth %1
A workbench for debugging medical-imaging deep-learning pipelines.</source>
        <translation>ScanSleuth %1
Eine Werkbank zur Fehlersuche in Deep-Learning-Pipelines der medizinischen Bildgebung.</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Images (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;All files (*)</source>
        <translation>Bilder (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open DICOM Folder</source>
        <translation>DICOM-Ordner öffnen</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>%1 wird geladen...</translation>
    </message>
    <message>
        <source>Opening the demo study...</source>
        <translation>Die Demo-Studie wird geöffnet...</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n image(s))</source>
        <translation>
            <numerusform>%1 (%n Bild)</numerusform>
            <numerusform>%1 (%n Bilder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 geladen.</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>Konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Suggested fix</source>
        <translation>Vorgeschlagene Abhilfe</translation>
    </message>
</context>
</TS>
