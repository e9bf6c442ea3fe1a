<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A hand-written translation for tests/findingtexts: compiled by lrelease at build time, read by
     base/qmcatalog.h (tst_findingtexts) and by the language option of scansleuth-cli (tst_findingtexts_cli). -->
<TS version="2.1" language="de_DE">
<context>
    <name>Report</name>
    <message>
        <source>Verification gates</source>
        <translation>Prüfschritte</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished">Belege</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The folder holds {entries_count} series; each is loaded and converted separately.</source>
        <translation>Der Ordner enthält {entries_count} Serien; jede wird für sich geladen.</translation>
    </message>
</context>
<context>
    <name>FindingTerm</name>
    <message>
        <source>check-pair</source>
        <translation>Paarprüfung 🔍</translation>
    </message>
</context>
</TS>
