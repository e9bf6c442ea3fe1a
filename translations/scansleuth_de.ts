<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BusyStatus</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
</context>
<context>
    <name>CheckLine</name>
    <message>
        <source>{check}: no problem found.</source>
        <translation>{check}: kein Problem gefunden.</translation>
    </message>
    <message>
        <source>{check}: {problems} problem. {first_problem}</source>
        <translation>{check}: {problems} Problem. {first_problem}</translation>
    </message>
    <message>
        <source>{check}: {problems} problems; the first: {first_problem}</source>
        <translation>{check}: {problems} Probleme; das erste: {first_problem}</translation>
    </message>
    <message>
        <source>Non-finite output: {message}</source>
        <translation>Nicht-endliche Ausgabe: {message}</translation>
    </message>
    <message>
        <source>geometries agree</source>
        <translation>Geometrien stimmen überein</translation>
    </message>
    <message>
        <source>{part_first}; {rest}</source>
        <translation>{part_first}; {rest}</translation>
    </message>
    <message>
        <source>{part_only}</source>
        <translation>{part_only}</translation>
    </message>
    <message>
        <source>Deterministic: {repeats} repeats on {device} are bit-identical.</source>
        <translation>Deterministisch: {repeats} Wiederholungen auf {device} sind bitidentisch.</translation>
    </message>
    <message>
        <source>Deterministic: {repeats} repeats on {device} are bit-identical. {part_notes}</source>
        <translation>Deterministisch: {repeats} Wiederholungen auf {device} sind bitidentisch. {part_notes}</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} are bit-identical. Source: {part_source}.</source>
        <translation>Nichtdeterministisch: {repeats} Wiederholungen auf {device} sind bitidentisch. Ursache: {part_source}.</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} are bit-identical. Source: {part_source}. {part_notes}</source>
        <translation>Nichtdeterministisch: {repeats} Wiederholungen auf {device} sind bitidentisch. Ursache: {part_source}. {part_notes}</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). Source: {part_source}.</source>
        <translation>Nichtdeterministisch: {repeats} Wiederholungen auf {device} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label). Ursache: {part_source}.</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). Source: {part_source}. {part_notes}</source>
        <translation>Nichtdeterministisch: {repeats} Wiederholungen auf {device} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label). Ursache: {part_source}. {part_notes}</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}.</source>
        <translation>Unterschiedlich: {part_comparison}.</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison} ({differences} spec difference(s) with no effect that matters on this case).</source>
        <translation>Gleichwertig: {part_comparison} ({differences} Spezifikationsunterschied(e) ohne nennenswerte Wirkung auf diesen Fall).</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison}.</source>
        <translation>Gleichwertig: {part_comparison}.</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison}. The tensors differ: {part_statistics}.</source>
        <translation>Gleichwertig: {part_comparison}. Die Tensoren unterscheiden sich: {part_statistics}.</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}. The tensors differ: {part_statistics}.</source>
        <translation>Unterschiedlich: {part_comparison}. Die Tensoren unterscheiden sich: {part_statistics}.</translation>
    </message>
    <message>
        <source>Differs: the two tensors cover different grids, so the predictions cannot be compared voxel by voxel.</source>
        <translation>Unterschiedlich: Die beiden Tensoren liegen auf verschiedenen Gittern, daher lassen sich die Vorhersagen nicht Voxel für Voxel vergleichen.</translation>
    </message>
    <message>
        <source>Differs: the two tensors cover different grids, so the predictions cannot be compared voxel by voxel. The tensors differ: {part_statistics}.</source>
        <translation>Unterschiedlich: Die beiden Tensoren liegen auf verschiedenen Gittern, daher lassen sich die Vorhersagen nicht Voxel für Voxel vergleichen. Die Tensoren unterscheiden sich: {part_statistics}.</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}; nothing stands out.</source>
        <translation>{parameters} Parameter und {outputs} Submodul-/Aktivierungsausgaben bei einer Eingabe der Form {shape} beschrieben; nichts fällt auf.</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}: {finding_message}</source>
        <translation>{parameters} Parameter und {outputs} Submodul-/Aktivierungsausgaben bei einer Eingabe der Form {shape} beschrieben: {finding_message}</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}; nothing stands out. The submodule outputs could not be captured from the forward graph ({error}); only parameters and the output are described.</source>
        <translation>{parameters} Parameter und {outputs} Submodul-/Aktivierungsausgaben bei einer Eingabe der Form {shape} beschrieben; nichts fällt auf. Die Ausgaben der Submodule ließen sich nicht aus dem Forward-Graphen erfassen ({error}); beschrieben sind nur die Parameter und die Ausgabe.</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}: {finding_message} The submodule outputs could not be captured from the forward graph ({error}); only parameters and the output are described.</source>
        <translation>{parameters} Parameter und {outputs} Submodul-/Aktivierungsausgaben bei einer Eingabe der Form {shape} beschrieben: {finding_message} Die Ausgaben der Submodule ließen sich nicht aus dem Forward-Graphen erfassen ({error}); beschrieben sind nur die Parameter und die Ausgabe.</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters.</source>
        <translation>Ein endlicher Gradient ungleich null erreicht {reached} von {parameters} Parametern.</translation>
    </message>
    <message>
        <source>The first loss is {loss} nats against ln {classes} = {expected} expected at initialisation ({percent} %).</source>
        <translation>Der erste Loss beträgt {loss} nats, erwartet bei der Initialisierung sind ln {classes} = {expected} ({percent} %).</translation>
    </message>
    <message>
        <source>The first loss is {loss} nats against ln {classes} = {expected} expected at initialisation ({percent} %): {reasons}.</source>
        <translation>Der erste Loss beträgt {loss} nats, erwartet bei der Initialisierung sind ln {classes} = {expected} ({percent} %): {reasons}.</translation>
    </message>
    <message>
        <source>The model overfits the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}).</source>
        <translation>Das Modell passt sich dem Batch aus {cases} Fällen an (Overfitting): Der Loss fiel von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritten {optimiser} (lr {lr}).</translation>
    </message>
    <message>
        <source>The model overfits the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}).</source>
        <translation>Das Modell passt sich dem Batch aus {cases} Fällen an (Overfitting): Der Loss fiel von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritt {optimiser} (lr {lr}).</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>Das Modell kann den Batch aus {cases} Fällen nicht überanpassen: Der Loss ging von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritten {optimiser} (lr {lr}). {finding_message}</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>Das Modell kann den Batch aus {cases} Fällen nicht überanpassen: Der Loss ging von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritt {optimiser} (lr {lr}). {finding_message}</translation>
    </message>
    <message>
        <source>The loss became non-finite at step {step}.</source>
        <translation>Der Loss wurde in Schritt {step} nicht endlich.</translation>
    </message>
    <message>
        <source>No parameter can move the output, so training stopped after the first step.</source>
        <translation>Kein Parameter kann die Ausgabe verändern, daher wurde das Training nach dem ersten Schritt beendet.</translation>
    </message>
    <message>
        <source>Gradients reach the parameters, so suspect capacity, the learning rate, the loss or the labels.</source>
        <translation>Gradienten erreichen die Parameter; verdächtig sind daher die Kapazität, die Lernrate, der Loss oder die Labels.</translation>
    </message>
    <message>
        <source>Non-finite output: {finding_message} {line_summary}</source>
        <translation>Nicht endliche Ausgabe: {finding_message} {line_summary}</translation>
    </message>
    <message>
        <source>Run comparison of {cases} cases</source>
        <translation>Laufvergleich über {cases} Fälle</translation>
    </message>
    <message>
        <source>Dataset audit of {volumes} volumes ({splits})</source>
        <translation>Datensatzprüfung von {volumes} Volumen ({splits})</translation>
    </message>
    <message>
        <source>Training curves ({classification})</source>
        <translation>Trainingskurven ({classification})</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters; {rest}.</source>
        <translation>Ein endlicher Gradient ungleich null erreicht {reached} von {parameters} Parametern; {rest}.</translation>
    </message>
    <message>
        <source>On the {comparable_cases} comparable cases (neither run failed): {part_verdict} ({metric}, {label}: {part_statistics})</source>
        <translation>Auf den {comparable_cases} vergleichbaren Fällen (kein Lauf fehlgeschlagen): {part_verdict} ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>On the {comparable_cases} comparable cases (neither run failed): {part_verdict} ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>Auf den {comparable_cases} vergleichbaren Fällen (kein Lauf fehlgeschlagen): {part_verdict} ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} on all {cases} cases ({metric}, {label}: {part_statistics})</source>
        <translation>{part_verdict} auf allen {cases} Fällen ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{part_verdict} on all {cases} cases ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{part_verdict} auf allen {cases} Fällen ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases and on the {comparable_cases} comparable cases; {part_failures} ({metric}, {label}: {part_statistics})</source>
        <translation>{part_verdict} über alle {cases} Fälle und auf den {comparable_cases} vergleichbaren Fällen; {part_failures} ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases and on the {comparable_cases} comparable cases; {part_failures} ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{part_verdict} über alle {cases} Fälle und auf den {comparable_cases} vergleichbaren Fällen; {part_failures} ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics})</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen, aber {part_failures}; über alle {cases} Fälle kein signifikanter Unterschied ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen, aber {part_failures}; über alle {cases} Fälle kein signifikanter Unterschied ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics})</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen ({part_comparable_caveat}), aber {part_failures}; über alle {cases} Fälle kein signifikanter Unterschied ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen ({part_comparable_caveat}), aber {part_failures}; über alle {cases} Fälle kein signifikanter Unterschied ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics})</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen, aber {part_failures}; über alle {cases} Fälle {part_verdict}: Die Fehlschläge kehren das Urteil um ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen, aber {part_failures}; über alle {cases} Fälle {part_verdict}: Die Fehlschläge kehren das Urteil um ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics})</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen ({part_comparable_caveat}), aber {part_failures}; über alle {cases} Fälle {part_verdict}: Die Fehlschläge kehren das Urteil um ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{run} besser auf {comparable_cases} vergleichbaren Fällen ({part_comparable_caveat}), aber {part_failures}; über alle {cases} Fälle {part_verdict}: Die Fehlschläge kehren das Urteil um ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases only through the failures ({part_failures}); no significant difference on the {comparable_cases} comparable cases ({metric}, {label}: {part_statistics})</source>
        <translation>{part_verdict} über alle {cases} Fälle nur durch die Fehlschläge ({part_failures}); kein signifikanter Unterschied auf den {comparable_cases} vergleichbaren Fällen ({metric}, {label}: {part_statistics})</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases only through the failures ({part_failures}); no significant difference on the {comparable_cases} comparable cases ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>{part_verdict} über alle {cases} Fälle nur durch die Fehlschläge ({part_failures}); kein signifikanter Unterschied auf den {comparable_cases} vergleichbaren Fällen ({metric}, {label}: {part_statistics}); {part_caveat}</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}. Most of it comes from {part_step_difference}.</source>
        <translation>Unterschiedlich: {part_comparison}. Der größte Teil stammt vom Schritt {part_step_difference}.</translation>
    </message>
    <message>
        <source>{number_count} SOPInstanceUID in both ({uid})</source>
        <translation>{number_count} SOPInstanceUID in beiden ({uid})</translation>
    </message>
    <message>
        <source>{number_count} SOPInstanceUIDs in both ({uid}, ...)</source>
        <translation>{number_count} SOPInstanceUIDs in beiden ({uid}, ...)</translation>
    </message>
    <message>
        <source>SeriesInstanceUID {uid} in both</source>
        <translation>SeriesInstanceUID {uid} in beiden</translation>
    </message>
    <message>
        <source>StudyInstanceUID {uid} in both</source>
        <translation>StudyInstanceUID {uid} in beiden</translation>
    </message>
    <message>
        <source>FrameOfReferenceUID {uid} in both</source>
        <translation>FrameOfReferenceUID {uid} in beiden</translation>
    </message>
    <message>
        <source>AccessionNumber &apos;{accession}&apos; in both</source>
        <translation>AccessionNumber &apos;{accession}&apos; in beiden</translation>
    </message>
    <message>
        <source>PatientID &apos;{id}&apos; in both</source>
        <translation>PatientID &apos;{id}&apos; in beiden</translation>
    </message>
    <message>
        <source>CSV patient &apos;{id}&apos; in both</source>
        <translation>CSV-Patient &apos;{id}&apos; in beiden</translation>
    </message>
    <message>
        <source>Patient name &apos;{name_a}&apos; and &apos;{name_b}&apos; (both {name}), born {birth_date}, sex {sex}, under PatientIDs &apos;{id_a}&apos; and &apos;{id_b}&apos;</source>
        <translation>Patientenname &apos;{name_a}&apos; und &apos;{name_b}&apos; (beide {name}), geboren {birth_date}, Geschlecht {sex}, unter den PatientIDs &apos;{id_a}&apos; und &apos;{id_b}&apos;</translation>
    </message>
    <message>
        <source>Patient name &apos;{name_a}&apos; and &apos;{name_b}&apos; (both {name}), born {birth_date}, under PatientIDs &apos;{id_a}&apos; and &apos;{id_b}&apos;</source>
        <translation>Patientenname &apos;{name_a}&apos; und &apos;{name_b}&apos; (beide {name}), geboren {birth_date}, unter den PatientIDs &apos;{id_a}&apos; und &apos;{id_b}&apos;</translation>
    </message>
    <message>
        <source>identical voxels (hash {hash})</source>
        <translation>identische Voxel (Hash {hash})</translation>
    </message>
    <message>
        <source>&apos;{file_a}&apos; and &apos;{file_b}&apos;: {parts} {number_a} and {number_b} of &apos;{volume}&apos;</source>
        <translation>&apos;{file_a}&apos; und &apos;{file_b}&apos;: {parts} {number_a} und {number_b} von &apos;{volume}&apos;</translation>
    </message>
    <message>
        <source>embedding cosine {number_cosine}</source>
        <translation>Kosinus der Einbettungen {number_cosine}</translation>
    </message>
    <message>
        <source>NCC {number_ncc}, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc}, Überlappung {number_overlap} %</translation>
    </message>
    <message>
        <source>NCC {number_ncc}, shifted {number_x}, {number_y}, {number_z} mm, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc}, verschoben um {number_x}, {number_y}, {number_z} mm, Überlappung {number_overlap} %</translation>
    </message>
    <message>
        <source>NCC {number_ncc} after flipping {axes}, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc} nach Spiegeln von {axes}, Überlappung {number_overlap} %</translation>
    </message>
    <message>
        <source>NCC {number_ncc} after flipping {axes}, shifted {number_x}, {number_y}, {number_z} mm, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc} nach Spiegeln von {axes}, verschoben um {number_x}, {number_y}, {number_z} mm, Überlappung {number_overlap} %</translation>
    </message>
    <message>
        <source>{line_match}: neighbouring slices of one volume</source>
        <translation>{line_match}: benachbarte Schichten eines Volumens</translation>
    </message>
    <message>
        <source>one grid ({number_nx} x {number_ny} x {number_nz} voxels of {number_sx} x {number_sy} x {number_sz} mm, one origin), thumbnails correlate {number_cells} cell for cell and {number_band} band-passed: volumes of one acquisition (time points of one run)</source>
        <translation>ein Gitter ({number_nx} x {number_ny} x {number_nz} Voxel zu {number_sx} x {number_sy} x {number_sz} mm, ein Ursprung), die Vorschaubilder korrelieren Zelle für Zelle mit {number_cells} und bandpassgefiltert mit {number_band}: Volumen einer Aufnahme (Zeitpunkte eines Laufs)</translation>
    </message>
    <message>
        <source>{line_sentence}.</source>
        <translation>{line_sentence}.</translation>
    </message>
    <message>
        <source>The prediction is {part_change}.</source>
        <translation>Die Vorhersage ist {part_change}.</translation>
    </message>
</context>
<context>
    <name>DifferenceLegend</name>
    <message>
        <source>agreement (true positive)</source>
        <translation>Übereinstimmung (richtig positiv)</translation>
    </message>
    <message>
        <source>agreement (in both)</source>
        <translation>Übereinstimmung (in beiden)</translation>
    </message>
    <message>
        <source>false positive (only in {b})</source>
        <translation>falsch positiv (nur in {b})</translation>
    </message>
    <message>
        <source>only in {b}</source>
        <translation>nur in {b}</translation>
    </message>
    <message>
        <source>false negative (only in the truth)</source>
        <translation>falsch negativ (nur in der Grundwahrheit)</translation>
    </message>
    <message>
        <source>only in {a}</source>
        <translation>nur in {a}</translation>
    </message>
    <message>
        <source>wrong label (another label in {b})</source>
        <translation>falsches Label (anderes Label in {b})</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>The path does not exist.</source>
        <translation>Der Pfad existiert nicht.</translation>
    </message>
    <message>
        <source>The path is neither a file nor a folder.</source>
        <translation>Der Pfad ist weder eine Datei noch ein Ordner.</translation>
    </message>
    <message>
        <source>No image was found: the file is not DICOM, NIfTI, Analyze, NRRD, MetaImage or another format ScanSleuth reads.</source>
        <translation>Kein Bild gefunden: Die Datei ist weder DICOM, NIfTI, Analyze, NRRD, MetaImage noch ein anderes Format, das ScanSleuth liest.</translation>
    </message>
    <message>
        <source>No image was found there.</source>
        <translation>Dort wurde kein Bild gefunden.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The file could not be opened.</source>
        <translation>Die Datei konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The path is not a regular file.</source>
        <translation>Der Pfad ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Das Laden wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The gzip data is corrupt, so the file cannot be read.</source>
        <translation>Die gzip-Daten sind beschädigt, daher kann die Datei nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The gzip data is corrupt.</source>
        <translation>Die gzip-Daten sind beschädigt.</translation>
    </message>
    <message>
        <source>The voxel data starts past the end of the file.</source>
        <translation>Die Voxeldaten beginnen hinter dem Dateiende.</translation>
    </message>
    <message>
        <source>The compressed file ends before all of its voxel data (it is truncated).</source>
        <translation>Die komprimierte Datei endet vor dem Ende ihrer Voxeldaten (sie ist abgeschnitten).</translation>
    </message>
    <message>
        <source>The file ends before all of its voxel data (it is truncated).</source>
        <translation>Die Datei endet vor dem Ende ihrer Voxeldaten (sie ist abgeschnitten).</translation>
    </message>
    <message>
        <source>The compressed file is far too small to hold the {size} MiB of voxels its header claims.</source>
        <translation>Die komprimierte Datei ist viel zu klein für die {size} MiB Voxel, die ihr Header angibt.</translation>
    </message>
    <message>
        <source>The image needs {size} MiB of memory, more than this machine can hold.</source>
        <translation>Das Bild braucht {size} MiB Speicher, mehr als dieser Rechner fassen kann.</translation>
    </message>
    <message>
        <source>This build has no gzip support (ISA-L or zlib), so it cannot read or write .nii.gz; use .nii, or rebuild with libisal-dev or zlib1g-dev installed.</source>
        <translation>Dieser Build hat keine gzip-Unterstützung (ISA-L oder zlib) und kann .nii.gz weder lesen noch schreiben; verwenden Sie .nii oder bauen Sie mit installiertem libisal-dev oder zlib1g-dev neu.</translation>
    </message>
    <message>
        <source>The file is not a NIfTI or Analyze image.</source>
        <translation>Die Datei ist kein NIfTI- oder Analyze-Bild.</translation>
    </message>
    <message>
        <source>The file is too short to hold its NIfTI header (it is truncated).</source>
        <translation>Die Datei ist zu kurz für ihren NIfTI-Header (sie ist abgeschnitten).</translation>
    </message>
    <message>
        <source>The header&apos;s voxel offset lies past the end of the file.</source>
        <translation>Der Voxel-Offset des Headers liegt hinter dem Dateiende.</translation>
    </message>
    <message>
        <source>The header&apos;s voxel offset points inside the header.</source>
        <translation>Der Voxel-Offset des Headers zeigt in den Header hinein.</translation>
    </message>
    <message>
        <source>The file is shorter than its header says (it is truncated or the dimensions are wrong).</source>
        <translation>Die Datei ist kürzer, als ihr Header angibt (sie ist abgeschnitten oder die Dimensionen sind falsch).</translation>
    </message>
    <message>
        <source>There is not enough memory to load this image.</source>
        <translation>Es ist nicht genug Speicher vorhanden, um dieses Bild zu laden.</translation>
    </message>
    <message>
        <source>The image could not be read.</source>
        <translation>Das Bild konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The header claims more volumes than can be counted.</source>
        <translation>Der Header gibt mehr Volumen an, als gezählt werden können.</translation>
    </message>
    <message>
        <source>The header claims an image too large to be addressed.</source>
        <translation>Der Header gibt ein Bild an, das zu groß zum Adressieren ist.</translation>
    </message>
    <message>
        <source>The header gives an invalid offset of the voxel data.</source>
        <translation>Der Header gibt einen ungültigen Offset der Voxeldaten an.</translation>
    </message>
    <message>
        <source>The file does not start with a NIfTI or Analyze header.</source>
        <translation>Die Datei beginnt nicht mit einem NIfTI- oder Analyze-Header.</translation>
    </message>
    <message>
        <source>The file has a NIfTI-2 header size but not its magic string.</source>
        <translation>Die Datei hat die Header-Größe von NIfTI-2, aber nicht dessen Magic-String.</translation>
    </message>
    <message>
        <source>The file has a 348-byte header but no NIfTI magic string.</source>
        <translation>Die Datei hat einen 348-Byte-Header, aber keinen NIfTI-Magic-String.</translation>
    </message>
    <message>
        <source>There is not enough memory to start gzip.</source>
        <translation>Es ist nicht genug Speicher vorhanden, um gzip zu starten.</translation>
    </message>
    <message>
        <source>The file is not a DICOM SEG or RTSTRUCT object.</source>
        <translation>Die Datei ist kein DICOM-SEG- oder RTSTRUCT-Objekt.</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours can only be placed on the image they were drawn on, and it was not found.</source>
        <translation>Die Konturen des RTSTRUCT lassen sich nur auf dem Bild platzieren, auf dem sie gezeichnet wurden, und dieses wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The segmentation holds no volume.</source>
        <translation>Die Segmentierung enthält kein Volumen.</translation>
    </message>
    <message>
        <source>The RT Structure Set file does not exist.</source>
        <translation>Die RT-Structure-Set-Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The DICOM file could not be parsed.</source>
        <translation>Die DICOM-Datei konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>The RT Structure Set is damaged or truncated and could not be parsed.</source>
        <translation>Das RT Structure Set ist beschädigt oder abgeschnitten und konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>There is not enough memory to read the RT Structure Set.</source>
        <translation>Es ist nicht genug Speicher vorhanden, um das RT Structure Set zu lesen.</translation>
    </message>
    <message>
        <source>The RT Structure Set could not be parsed.</source>
        <translation>Das RT Structure Set konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>A DICOM file could not be read.</source>
        <translation>Eine DICOM-Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A DICOM file is truncated.</source>
        <translation>Eine DICOM-Datei ist abgeschnitten.</translation>
    </message>
    <message>
        <source>The pixel data is shorter than the image size the header states.</source>
        <translation>Die Pixeldaten sind kürzer als die Bildgröße, die der Header angibt.</translation>
    </message>
    <message>
        <source>The pixel data is missing.</source>
        <translation>Die Pixeldaten fehlen.</translation>
    </message>
    <message>
        <source>The pixel data could not be read.</source>
        <translation>Die Pixeldaten konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The JPEG 2000 pixel data could not be read.</source>
        <translation>Die JPEG-2000-Pixeldaten konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The JPEG 2000 pixel data holds fewer frames than the header states.</source>
        <translation>Die JPEG-2000-Pixeldaten enthalten weniger Frames, als der Header angibt.</translation>
    </message>
    <message>
        <source>The image is larger than this program can load.</source>
        <translation>Das Bild ist größer, als dieses Programm laden kann.</translation>
    </message>
    <message>
        <source>A DICOM file could not be decoded.</source>
        <translation>Eine DICOM-Datei konnte nicht dekodiert werden.</translation>
    </message>
    <message>
        <source>The DICOM file is larger than this program can decode.</source>
        <translation>Die DICOM-Datei ist größer, als dieses Programm dekodieren kann.</translation>
    </message>
    <message>
        <source>The mosaic is smaller than its header states.</source>
        <translation>Das Mosaik ist kleiner, als sein Header angibt.</translation>
    </message>
    <message>
        <source>A frame lies beyond the end of the pixel data.</source>
        <translation>Ein Frame liegt hinter dem Ende der Pixeldaten.</translation>
    </message>
    <message>
        <source>The DICOM series description is inconsistent.</source>
        <translation>Die Beschreibung der DICOM-Serie ist widersprüchlich.</translation>
    </message>
    <message>
        <source>The DICOM series is larger than this program can load.</source>
        <translation>Die DICOM-Serie ist größer, als dieses Programm laden kann.</translation>
    </message>
    <message>
        <source>The DICOM series holds no image.</source>
        <translation>Die DICOM-Serie enthält kein Bild.</translation>
    </message>
    <message>
        <source>The DICOM series names a file it does not list.</source>
        <translation>Die DICOM-Serie nennt eine Datei, die sie nicht aufführt.</translation>
    </message>
    <message>
        <source>The DICOM object holds no image.</source>
        <translation>Das DICOM-Objekt enthält kein Bild.</translation>
    </message>
    <message>
        <source>The compressed pixel data holds fewer fragments than frames.</source>
        <translation>Die komprimierten Pixeldaten enthalten weniger Fragmente als Frames.</translation>
    </message>
    <message>
        <source>The DICOM file is truncated: its pixel data ends past the end of the file.</source>
        <translation>Die DICOM-Datei ist abgeschnitten: Ihre Pixeldaten enden hinter dem Dateiende.</translation>
    </message>
    <message>
        <source>The pixel data is empty.</source>
        <translation>Die Pixeldaten sind leer.</translation>
    </message>
    <message>
        <source>The image has no rows or columns.</source>
        <translation>Das Bild hat keine Zeilen oder Spalten.</translation>
    </message>
    <message>
        <source>The file states an impossible number of frames.</source>
        <translation>Die Datei gibt eine unmögliche Anzahl von Frames an.</translation>
    </message>
    <message>
        <source>The DICOM file is damaged or truncated and could not be parsed.</source>
        <translation>Die DICOM-Datei ist beschädigt oder abgeschnitten und konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>The SEG file could not be read.</source>
        <translation>Die SEG-Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is not a DICOM Segmentation (SEG).</source>
        <translation>Die Datei ist keine DICOM-Segmentierung (SEG).</translation>
    </message>
    <message>
        <source>The SEG is larger than this program can load.</source>
        <translation>Die SEG ist größer, als dieses Programm laden kann.</translation>
    </message>
    <message>
        <source>The SEG file is damaged or truncated and could not be parsed.</source>
        <translation>Die SEG-Datei ist beschädigt oder abgeschnitten und konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>The SEG file does not exist.</source>
        <translation>Die SEG-Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The SEG file could not be parsed.</source>
        <translation>Die SEG-Datei konnte nicht geparst werden.</translation>
    </message>
    <message>
        <source>The SEG has no frames.</source>
        <translation>Die SEG hat keine Frames.</translation>
    </message>
    <message>
        <source>The DICOM file does not exist.</source>
        <translation>Die DICOM-Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The file could not be read as DICOM.</source>
        <translation>Die Datei konnte nicht als DICOM gelesen werden.</translation>
    </message>
    <message>
        <source>A file of the DICOM series no longer exists.</source>
        <translation>Eine Datei der DICOM-Serie existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The image&apos;s data file is missing.</source>
        <translation>Die Datendatei des Bildes fehlt.</translation>
    </message>
    <message>
        <source>The image stores 64-bit integers beyond the 32-bit range, which ScanSleuth does not support.</source>
        <translation>Das Bild speichert 64-Bit-Ganzzahlen außerhalb des 32-Bit-Bereichs, was ScanSleuth nicht unterstützt.</translation>
    </message>
    <message>
        <source>The image header gives a size of zero voxels.</source>
        <translation>Der Bild-Header gibt eine Größe von null Voxeln an.</translation>
    </message>
    <message>
        <source>The voxel data could not be read; the file is truncated or damaged.</source>
        <translation>Die Voxeldaten konnten nicht gelesen werden; die Datei ist abgeschnitten oder beschädigt.</translation>
    </message>
    <message>
        <source>The image header could not be read; the file is damaged.</source>
        <translation>Der Bild-Header konnte nicht gelesen werden; die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>The file is not an image in a format ScanSleuth reads.</source>
        <translation>Die Datei ist kein Bild in einem Format, das ScanSleuth liest.</translation>
    </message>
    <message>
        <source>ITK could not read the image.</source>
        <translation>ITK konnte das Bild nicht lesen.</translation>
    </message>
    <message>
        <source>The image does not fit in memory.</source>
        <translation>Das Bild passt nicht in den Speicher.</translation>
    </message>
    <message>
        <source>The header claims {size} MiB of voxels, more than this machine can hold.</source>
        <translation>Der Header gibt {size} MiB Voxel an, mehr als dieser Rechner fassen kann.</translation>
    </message>
    <message>
        <source>The header names an unknown voxel datatype ({type}).</source>
        <translation>Der Header nennt einen unbekannten Voxel-Datentyp ({type}).</translation>
    </message>
    <message>
        <source>RGB images are not supported (datatype {type}).</source>
        <translation>RGB-Bilder werden nicht unterstützt (Datentyp {type}).</translation>
    </message>
    <message>
        <source>Voxels of type {type} are not supported.</source>
        <translation>Voxel vom Typ {type} werden nicht unterstützt.</translation>
    </message>
    <message>
        <source>The header gives an impossible number of dimensions ({count}).</source>
        <translation>Der Header gibt eine unmögliche Anzahl von Dimensionen an ({count}).</translation>
    </message>
    <message>
        <source>The header gives dimension {axis} a size of {size}, which is not a positive number.</source>
        <translation>Der Header gibt Dimension {axis} die Größe {size}, die keine positive Zahl ist.</translation>
    </message>
    <message>
        <source>The file is a macOS resource fork (&apos;._&apos; prefix), not an image, but a glob for the image extension picks it up; delete it.</source>
        <translation>Die Datei ist ein macOS-Ressourcenzweig (Präfix &apos;._&apos;) und kein Bild, doch ein Suchmuster für die Bildendung erfasst sie; löschen Sie sie.</translation>
    </message>
    <message>
        <source>The file is empty (0 bytes) although its extension says DICOM.</source>
        <translation>Die Datei ist leer (0 Byte), obwohl ihre Endung DICOM angibt.</translation>
    </message>
    <message>
        <source>The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not DICOM.</source>
        <translation>Die Datei hat eine DICOM-Endung, aber keinen DICOM-Header: Sie ist abgeschnitten, überschrieben oder kein DICOM.</translation>
    </message>
    <message>
        <source>The file is not DICOM although the files beside it are: it is empty, truncated before the DICOM preamble, or overwritten.</source>
        <translation>Die Datei ist kein DICOM, obwohl die Dateien neben ihr es sind: Sie ist leer, vor der DICOM-Präambel abgeschnitten oder überschrieben.</translation>
    </message>
</context>
<context>
    <name>FailureReason</name>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>misplaced</source>
        <translation>falsch platziert</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>gedreht</translation>
    </message>
    <message>
        <source>axes swapped</source>
        <translation>Achsen vertauscht</translation>
    </message>
    <message>
        <source>mirrored</source>
        <translation>gespiegelt</translation>
    </message>
    <message>
        <source>shifted</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <source>relabelled</source>
        <translation>umbenannte Labels</translation>
    </message>
    <message>
        <source>another grid</source>
        <translation>auf anderem Gitter</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>{part_description} {part_reason}</source>
        <translation>{part_description} {part_reason}</translation>
    </message>
    <message>
        <source>Not proven: {part_description} {part_reason}</source>
        <translation>Nicht bewiesen: {part_description} {part_reason}</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine instead of an identity (nibabel: Nifti1Image(mask, img.affine); ITK: CopyInformation from the image).</source>
        <translation>Speichern Sie die Maske mit der Affine des Bildes statt einer Identität (nibabel: Nifti1Image(mask, img.affine); ITK: CopyInformation vom Bild).</translation>
    </message>
    <message>
        <source>Negate x and y when converting between ITK/DICOM (LPS) and NIfTI (RAS) coordinates, or save the mask with the image&apos;s affine.</source>
        <translation>Negieren Sie x und y bei der Umrechnung zwischen ITK/DICOM- (LPS) und NIfTI-Koordinaten (RAS), oder speichern Sie die Maske mit der Affine des Bildes.</translation>
    </message>
    <message>
        <source>Make both forms of the file equal (nibabel: img.set_qform(img.get_sform()) or the reverse, whichever is right).</source>
        <translation>Gleichen Sie beide Formen der Datei an (nibabel: img.set_qform(img.get_sform()) oder umgekehrt, je nachdem, welche richtig ist).</translation>
    </message>
    <message>
        <source>Flip the mask back along that axis, or save it with the image&apos;s affine, and check the step that wrote it (array axis order, np.flip, a sign in the affine).</source>
        <translation>Spiegeln Sie die Maske entlang dieser Achse zurück oder speichern Sie sie mit der Affine des Bildes, und prüfen Sie den Schritt, der sie geschrieben hat (Reihenfolge der Array-Achsen, np.flip, ein Vorzeichen in der Affine).</translation>
    </message>
    <message>
        <source>Transpose the mask&apos;s array back to the image&apos;s axis order before saving it (z,y,x arrays from SimpleITK/ITK vs x,y,z arrays from nibabel).</source>
        <translation>Transponieren Sie das Array der Maske vor dem Speichern zurück in die Achsenreihenfolge des Bildes (z,y,x-Arrays aus SimpleITK/ITK gegenüber x,y,z-Arrays aus nibabel).</translation>
    </message>
    <message>
        <source>Rotate the mask&apos;s slices back (np.rot90 with the opposite k), or drop the rotation from the step that wrote it: image and mask arrays must go through the same array operations.</source>
        <translation>Drehen Sie die Schichten der Maske zurück (np.rot90 mit dem entgegengesetzten k) oder entfernen Sie die Drehung aus dem Schritt, der sie geschrieben hat: Bild- und Masken-Arrays müssen dieselben Array-Operationen durchlaufen.</translation>
    </message>
    <message>
        <source>Write the image&apos;s voxel size into the mask&apos;s header (or resample the mask onto the image&apos;s grid).</source>
        <translation>Schreiben Sie die Voxelgröße des Bildes in den Header der Maske (oder resampeln Sie die Maske auf das Gitter des Bildes).</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s direction (its affine).</source>
        <translation>Speichern Sie die Maske mit der Richtung des Bildes (seiner Affine).</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine (nibabel: Nifti1Image(mask, img.affine, img.header); ITK: CopyInformation from the image).</source>
        <translation>Speichern Sie die Maske mit der Affine des Bildes (nibabel: Nifti1Image(mask, img.affine, img.header); ITK: CopyInformation vom Bild).</translation>
    </message>
    <message>
        <source>Use voxel centres as the origin, as NIfTI and ITK do: move the mask&apos;s origin back by half a voxel, or copy the image&apos;s affine.</source>
        <translation>Verwenden Sie Voxelmitten als Ursprung, wie NIfTI und ITK es tun: Verschieben Sie den Ursprung der Maske um einen halben Voxel zurück, oder kopieren Sie die Affine des Bildes.</translation>
    </message>
    <message>
        <source>The mask has no orientation (qform_code and sform_code are 0), as when a mask is saved with an identity or missing affine; it belongs on the image&apos;s grid.</source>
        <translation>Die Maske hat keine Orientierung (qform_code und sform_code sind 0), wie wenn eine Maske mit einer Identitäts- oder fehlenden Affine gespeichert wird; sie gehört auf das Gitter des Bildes.</translation>
    </message>
    <message>
        <source>The mask was written with an identity affine (origin 0, 1 mm voxels, no rotation) instead of the image&apos;s; it belongs on the image&apos;s grid.</source>
        <translation>Die Maske wurde mit einer Identitäts-Affine (Ursprung 0, 1-mm-Voxel, keine Drehung) statt mit der des Bildes geschrieben; sie gehört auf das Gitter des Bildes.</translation>
    </message>
    <message>
        <source>The mask&apos;s origin has x and y negated (an LPS origin written as RAS, or the reverse): it lies {distance} mm from where the signs would put it.</source>
        <translation>Beim Ursprung der Maske sind x und y negiert (ein LPS-Ursprung als RAS geschrieben oder umgekehrt): Er liegt {distance} mm von der Stelle entfernt, an die ihn die Vorzeichen setzen würden.</translation>
    </message>
    <message>
        <source>The mask&apos;s affine has its x and y rows negated (LPS written as RAS, or the reverse): the mask is turned 180 degrees about the superior-inferior axis.</source>
        <translation>In der Affine der Maske sind die x- und y-Zeilen negiert (LPS als RAS geschrieben oder umgekehrt): Die Maske ist um 180 Grad um die superior-inferiore Achse gedreht.</translation>
    </message>
    <message>
        <source>The mask was placed with the {used_form} ({used_form}_code {used_code}), but the {other_form} ({other_form}_code {other_code}) places it up to {max_corner_distance} mm elsewhere: the mask&apos;s {other_form} may be the one meant.</source>
        <translation>Die Maske wurde mit der {used_form} platziert ({used_form}_code {used_code}), aber die {other_form} ({other_form}_code {other_code}) platziert sie bis zu {max_corner_distance} mm anderswo: Die {other_form} der Maske könnte die gemeinte sein.</translation>
    </message>
    <message>
        <source>The image was placed with its {used_form}, but the {other_form} ({other_form}_code {other_code}) of the image places it up to {max_corner_distance} mm elsewhere: the mask may have been made on the image read with its {other_form}.</source>
        <translation>Das Bild wurde mit seiner {used_form} platziert, aber die {other_form} ({other_form}_code {other_code}) des Bildes platziert es bis zu {max_corner_distance} mm anderswo: Die Maske könnte auf dem mit seiner {other_form} gelesenen Bild erstellt worden sein.</translation>
    </message>
    <message>
        <source>The mask header&apos;s voxel axis {voxel_axis} points the opposite way to the image&apos;s: the mask is mirrored along the {anatomical_axis} axis.</source>
        <translation>Die Voxelachse {voxel_axis} im Header der Maske zeigt in die entgegengesetzte Richtung wie die des Bildes: Die Maske ist entlang der {anatomical_axis}-Achse gespiegelt.</translation>
    </message>
    <message>
        <source>The mask&apos;s voxel array is transposed: its axes hold the image&apos;s axes in the order ({stored_order}) instead of (i,j,k).</source>
        <translation>Das Voxel-Array der Maske ist transponiert: Seine Achsen enthalten die Achsen des Bildes in der Reihenfolge ({stored_order}) statt (i,j,k).</translation>
    </message>
    <message>
        <source>The mask&apos;s voxels are rotated by {rotation_degrees} degrees in the {plane} plane (from its voxel axis {plane_axis_0} towards axis {plane_axis_1}, as np.rot90(mask, k={k}, axes=({plane_axis_0}, {plane_axis_1})) does to an x,y,z array).</source>
        <translation>Die Voxel der Maske sind um {rotation_degrees} Grad in der {plane}-Ebene gedreht (von ihrer Voxelachse {plane_axis_0} zur Achse {plane_axis_1}, wie es np.rot90(mask, k={k}, axes=({plane_axis_0}, {plane_axis_1})) mit einem x,y,z-Array tut).</translation>
    </message>
    <message>
        <source>The mask&apos;s voxel size differs from the image&apos;s by a factor of {factor_x} ({axis_x}), {factor_y} ({axis_y}), {factor_z} ({axis_z}).</source>
        <translation>Die Voxelgröße der Maske weicht von der des Bildes um den Faktor {factor_x} ({axis_x}), {factor_y} ({axis_y}), {factor_z} ({axis_z}) ab.</translation>
    </message>
    <message>
        <source>The mask&apos;s axes are turned {rotation_angle} degrees away from the image&apos;s (a different rotation in the header).</source>
        <translation>Die Achsen der Maske sind um {rotation_angle} Grad gegenüber denen des Bildes verdreht (eine andere Drehung im Header).</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is off by half a voxel ({displacement}): one file takes voxel corners, the other voxel centres, as the origin.</source>
        <translation>Der Ursprung der Maske ist um einen halben Voxel verschoben ({displacement}): Eine Datei nimmt Voxelecken, die andere Voxelmitten als Ursprung.</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is off by {offset} mm ({offset_voxels} voxels): {displacement}.</source>
        <translation>Der Ursprung der Maske ist um {offset} mm ({offset_voxels} Voxel) verschoben: {displacement}.</translation>
    </message>
    <message>
        <source>The mask&apos;s voxels are mirrored along the {anatomical_axis} axis (its voxel axis {voxel_axis}).</source>
        <translation>Die Voxel der Maske sind entlang der {anatomical_axis}-Achse gespiegelt (ihre Voxelachse {voxel_axis}).</translation>
    </message>
    <message>
        <source>Undoing it raises the fit: Dice with the reference goes from {dice_before} to {dice_after}.</source>
        <translation>Die Korrektur verbessert die Passung: Der Dice mit der Referenz steigt von {dice_before} auf {dice_after}.</translation>
    </message>
    <message>
        <source>Undoing it does not improve the fit: Dice with the reference goes from {dice_before} to {dice_after}.</source>
        <translation>Die Korrektur verbessert die Passung nicht: Der Dice mit der Referenz geht von {dice_before} auf {dice_after}.</translation>
    </message>
    <message>
        <source>Undoing it improves the fit only slightly: Dice with the reference goes from {dice_before} to {dice_after}, below the {dice_gain} needed.</source>
        <translation>Die Korrektur verbessert die Passung nur wenig: Der Dice mit der Referenz geht von {dice_before} auf {dice_after}, unter dem nötigen Zuwachs von {dice_gain}.</translation>
    </message>
    <message>
        <source>Without a reference, the image&apos;s edges decide: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary).</source>
        <translation>Ohne Referenz entscheiden die Kanten des Bildes: Der Kantenwert der Maskengrenze geht von {edge_before} auf {edge_after} (1 = eine Kante von mittlerer Bildstärke entlang der ganzen Grenze).</translation>
    </message>
    <message>
        <source>A half-voxel shift is below what the image&apos;s edges can resolve (the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary)); give a reference mask (--reference) to decide.</source>
        <translation>Eine Verschiebung um einen halben Voxel liegt unter dem, was die Kanten des Bildes auflösen können (der Kantenwert der Maskengrenze geht von {edge_before} auf {edge_after} (1 = eine Kante von mittlerer Bildstärke entlang der ganzen Grenze)); geben Sie zur Entscheidung eine Referenzmaske an (--reference).</translation>
    </message>
    <message>
        <source>Without a reference, the image&apos;s edges decide against it: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary).</source>
        <translation>Ohne Referenz entscheiden die Kanten des Bildes dagegen: Der Kantenwert der Maskengrenze geht von {edge_before} auf {edge_after} (1 = eine Kante von mittlerer Bildstärke entlang der ganzen Grenze).</translation>
    </message>
    <message>
        <source>The image alone cannot tell: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary); give a reference mask (--reference) to decide.</source>
        <translation>Das Bild allein kann es nicht entscheiden: Der Kantenwert der Maskengrenze geht von {edge_before} auf {edge_after} (1 = eine Kante von mittlerer Bildstärke entlang der ganzen Grenze); geben Sie zur Entscheidung eine Referenzmaske an (--reference).</translation>
    </message>
    <message>
        <source>No split is on the intensity scale that {who} states: it describes the data at another stage of preprocessing than the audited files, so their intensities were not compared with it.</source>
        <translation>Kein Split liegt auf der Intensitätsskala, die {who} angibt: Sie beschreibt die Daten in einer anderen Vorverarbeitungsstufe als die geprüften Dateien, daher wurden deren Intensitäten nicht damit verglichen.</translation>
    </message>
    <message>
        <source>Compare against a reference made from data at the same stage (raw with raw, preprocessed with preprocessed).</source>
        <translation>Vergleichen Sie mit einer Referenz aus Daten derselben Stufe (roh mit roh, vorverarbeitet mit vorverarbeitet).</translation>
    </message>
    <message>
        <source>The {split} split is in {value_domain} and the {split_2} split in {value_domain_2}: they were not normalised the same way.</source>
        <translation>Der {split}-Split liegt in {value_domain} und der {split_2}-Split in {value_domain_2}: Sie wurden nicht auf dieselbe Weise normalisiert.</translation>
    </message>
    <message>
        <source>Apply the same intensity preprocessing to every split (the training pipeline&apos;s, with statistics from the training split), then rerun the audit.</source>
        <translation>Wenden Sie auf jeden Split dieselbe Intensitätsvorverarbeitung an (die der Trainingspipeline, mit Statistiken aus dem Trainings-Split), und führen Sie das Audit dann erneut aus.</translation>
    </message>
    <message>
        <source>The intensities of the {split} and {split_2} splits differ{wasserstein}.</source>
        <translation>Die Intensitäten des {split}- und des {split_2}-Splits unterscheiden sich{wasserstein}.</translation>
    </message>
    <message>
        <source>Check that both splits went through the same intensity preprocessing; if they did, the difference is a shift in the data itself (scanner, protocol, population).</source>
        <translation>Prüfen Sie, ob beide Splits dieselbe Intensitätsvorverarbeitung durchlaufen haben; falls ja, liegt der Unterschied in den Daten selbst (Scanner, Protokoll, Population).</translation>
    </message>
    <message>
        <source>Resample every split to the training spacing with the same resampler before the model sees it (or let the pipeline do it for all splits alike).</source>
        <translation>Resampeln Sie jeden Split mit demselben Resampler auf den Trainings-Voxelabstand, bevor das Modell ihn sieht (oder lassen Sie das die Pipeline für alle Splits gleich erledigen).</translation>
    </message>
    <message>
        <source>Check that both splits were cropped or padded the same way; different scan lengths alone are harmless.</source>
        <translation>Prüfen Sie, ob beide Splits auf dieselbe Weise zugeschnitten oder aufgefüllt wurden; unterschiedliche Scanlängen allein sind harmlos.</translation>
    </message>
    <message>
        <source>The {split} and {split_2} splits were acquired differently ({tags}).</source>
        <translation>Der {split}- und der {split_2}-Split wurden unterschiedlich aufgenommen ({tags}).</translation>
    </message>
    <message>
        <source>A model tested on other scanners or protocols than it was trained on measures generalisation, not the training distribution: say so, or stratify the split.</source>
        <translation>Ein Modell, das auf anderen Scannern oder Protokollen getestet wird als trainiert, misst Generalisierung, nicht die Trainingsverteilung: Sagen Sie das, oder stratifizieren Sie den Split.</translation>
    </message>
    <message>
        <source>Every {value} volume is z-scored on its own (mean 0, std 1) and the {value_2} volumes are not: {value} was normalised with its own statistics.</source>
        <translation>Jedes {value}-Volumen ist für sich z-standardisiert (Mittelwert 0, Standardabweichung 1) und die {value_2}-Volumen sind es nicht: {value} wurde mit seinen eigenen Statistiken normalisiert.</translation>
    </message>
    <message>
        <source>Normalise every split with the same rule and the training split&apos;s statistics.</source>
        <translation>Normalisieren Sie jeden Split mit derselben Regel und den Statistiken des Trainings-Splits.</translation>
    </message>
    <message>
        <source>Every {value} volume is min-max scaled on its own to exactly [0,1] and the {value_2} volumes are not: {value} was normalised with its own statistics.</source>
        <translation>Jedes {value}-Volumen ist für sich per Min-Max auf genau [0,1] skaliert und die {value_2}-Volumen sind es nicht: {value} wurde mit seinen eigenen Statistiken normalisiert.</translation>
    </message>
    <message>
        <source>The {value} split&apos;s voxels are standardised exactly (pooled mean {mean}, std {pe}) and the {value_2} split&apos;s are not (mean {mean_2}, std {pt}): the normaliser was probably fitted on {value}.</source>
        <translation>Die Voxel des {value}-Splits sind exakt standardisiert (gepoolter Mittelwert {mean}, Standardabweichung {pe}) und die des {value_2}-Splits nicht (Mittelwert {mean_2}, Standardabweichung {pt}): Der Normalisierer wurde wahrscheinlich auf {value} gefittet.</translation>
    </message>
    <message>
        <source>Fit the normaliser (scaler.fit) on the training split only and apply it to every split.</source>
        <translation>Fitten Sie den Normalisierer (scaler.fit) nur auf dem Trainings-Split und wenden Sie ihn auf jeden Split an.</translation>
    </message>
    <message>
        <source>The {value} split spans exactly [0,1] and the {value_2} split spans [{pt}, {pt_2}]: the min-max scaler was probably fitted on {value}.</source>
        <translation>Der {value}-Split umfasst genau [0,1] und der {value_2}-Split umfasst [{pt}, {pt_2}]: Der Min-Max-Skalierer wurde wahrscheinlich auf {value} gefittet.</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities are {measured} times the {split_2} split&apos;s{header}: Philips precise floating-point values on one side and display values on the other.</source>
        <translation>Die Intensitäten des {split}-Splits sind {measured}-mal so groß wie die des {split_2}-Splits{header}: Philips-Precise-Gleitkommawerte auf der einen Seite und Anzeigewerte auf der anderen.</translation>
    </message>
    <message>
        <source>Convert every split with the same Philips scaling (dcm2niix -p y for all, or scansleuth-cli convert --philips-scaling precise), then rerun the audit.</source>
        <translation>Konvertieren Sie jeden Split mit derselben Philips-Skalierung (dcm2niix -p y für alle, oder scansleuth-cli convert --philips-scaling precise), und führen Sie das Audit dann erneut aus.</translation>
    </message>
    <message>
        <source>The split was made at the wrong level: {and}.</source>
        <translation>Der Split wurde auf der falschen Ebene vorgenommen: {and}.</translation>
    </message>
    <message>
        <source>Split whole patients first, then cut volumes into slices or patches inside each split.</source>
        <translation>Teilen Sie zuerst ganze Patienten auf und zerlegen Sie die Volumen erst dann innerhalb jedes Splits in Schichten oder Patches.</translation>
    </message>
    <message>
        <source>{fraction} of the {x} split&apos;s volumes are copies of {y} volumes: the {x} set is the {y} set, as when a metric is computed on the wrong split.</source>
        <translation>{fraction} der Volumen des {x}-Splits sind Kopien von {y}-Volumen: Die {x}-Menge ist die {y}-Menge, wie wenn eine Metrik auf dem falschen Split berechnet wird.</translation>
    </message>
    <message>
        <source>{fraction} of the {x} split&apos;s volumes are copies of {y} volumes: the {x} set is mostly the {y} set, as when a metric is computed on the wrong split.</source>
        <translation>{fraction} der Volumen des {x}-Splits sind Kopien von {y}-Volumen: Die {x}-Menge ist größtenteils die {y}-Menge, wie wenn eine Metrik auf dem falschen Split berechnet wird.</translation>
    </message>
    <message>
        <source>Check which folder or CSV column the evaluation read, and evaluate on the held-out split.</source>
        <translation>Prüfen Sie, welchen Ordner oder welche CSV-Spalte die Evaluation gelesen hat, und evaluieren Sie auf dem zurückgehaltenen Split.</translation>
    </message>
    <message>
        <source>{files_count} could not be read and was left out of the audit.</source>
        <translation>{files_count} konnte nicht gelesen werden und wurde beim Audit ausgelassen.</translation>
    </message>
    <message>
        <source>{files_count} could not be read and were left out of the audit.</source>
        <translation>{files_count} konnten nicht gelesen werden und wurden beim Audit ausgelassen.</translation>
    </message>
    <message>
        <source>Fix or remove the files (the reason is given for each), then rerun the audit.</source>
        <translation>Reparieren oder entfernen Sie die Dateien (der Grund ist jeweils angegeben), und führen Sie das Audit dann erneut aus.</translation>
    </message>
    <message>
        <source>No leakage found between the splits: no patient, study, series or image on both sides, no identical or near-identical volumes, no time points of one acquisition or slices of one volume in two splits.</source>
        <translation>Kein Datenleck zwischen den Splits gefunden: kein Patient, keine Studie, Serie oder Bild auf beiden Seiten, keine identischen oder beinahe identischen Volumen, keine Zeitpunkte einer Aufnahme oder Schichten eines Volumens in zwei Splits.</translation>
    </message>
    <message>
        <source>{unknown_count} of {records_count} volumes carry no patient identity (no DICOM patient tags, no DICOM source beside them, no CSV patient column): their images were compared, but another scan of the same patient (a follow-up, another sequence) would go unseen, so patient overlap is not ruled out.</source>
        <translation>{unknown_count} von {records_count} Volumen tragen keine Patientenidentität (keine DICOM-Patienten-Tags, keine DICOM-Quelle daneben, keine CSV-Patientenspalte): Ihre Bilder wurden verglichen, aber ein anderer Scan desselben Patienten (eine Verlaufskontrolle, eine andere Sequenz) bliebe unbemerkt, daher ist eine Patientenüberschneidung nicht ausgeschlossen.</translation>
    </message>
    <message>
        <source>Give the audit a CSV with a patient column (case, split, path, patient), or keep each NIfTI&apos;s DICOM source beside it, and run it again.</source>
        <translation>Geben Sie dem Audit eine CSV mit einer Patientenspalte (case, split, path, patient), oder bewahren Sie die DICOM-Quelle jeder NIfTI-Datei daneben auf, und führen Sie es erneut aus.</translation>
    </message>
    <message>
        <source>Audited {volumes_count} in {splits_count} splits ({counts}): {findings_count}, {findings_count_2}.</source>
        <translation>{volumes_count} in {splits_count} Splits geprüft ({counts}): {findings_count}, {findings_count_2}.</translation>
    </message>
    <message>
        <source>{files} of the dataset cannot be loaded; a training run that reaches them will crash or skip them silently.</source>
        <translation>{files} des Datensatzes lassen sich nicht laden; ein Trainingslauf, der sie erreicht, stürzt ab oder überspringt sie stillschweigend.</translation>
    </message>
    <message>
        <source>Replace or re-export the files named in the evidence (or remove them from the dataset list), then scan again.</source>
        <translation>Ersetzen oder exportieren Sie die in den Belegen genannten Dateien neu (oder entfernen Sie sie aus der Datensatzliste), und scannen Sie dann erneut.</translation>
    </message>
    <message>
        <source>{hold_count} NaN or infinite voxels; one such voxel in a batch makes the loss NaN.</source>
        <translation>{hold_count} NaN- oder unendliche Voxel; ein einziges solches Voxel in einem Batch macht den Loss zu NaN.</translation>
    </message>
    <message>
        <source>Replace the non-finite voxels where the data is made (np.nan_to_num, or mask them), or reject these volumes in the data loader.</source>
        <translation>Ersetzen Sie die nicht-endlichen Voxel dort, wo die Daten entstehen (np.nan_to_num, oder maskieren Sie sie), oder weisen Sie diese Volumen im Data Loader zurück.</translation>
    </message>
    <message>
        <source>{load_count} but with error findings: the data cannot be trusted as it is.</source>
        <translation>{load_count}, aber mit Fehlerbefunden: Den Daten kann so nicht vertraut werden.</translation>
    </message>
    <message>
        <source>Open each image named in the evidence with scansleuth-cli info and fix the finding.</source>
        <translation>Öffnen Sie jedes in den Belegen genannte Bild mit scansleuth-cli info und beheben Sie den Befund.</translation>
    </message>
    <message>
        <source>No image file was found in the dataset folder ({files} looked at).</source>
        <translation>Im Datensatzordner wurde keine Bilddatei gefunden ({files} angesehen).</translation>
    </message>
    <message>
        <source>Check the path, and that the images are not behind symbolic links or in an archive that must be unpacked first.</source>
        <translation>Prüfen Sie den Pfad, und ob die Bilder nicht hinter symbolischen Links oder in einem Archiv liegen, das erst entpackt werden muss.</translation>
    </message>
    <message>
        <source>{are_count} empty: a case folder without images is usually skipped without a word.</source>
        <translation>{are_count} leer: Ein Fallordner ohne Bilder wird meist kommentarlos übersprungen.</translation>
    </message>
    <message>
        <source>Check whether these cases were meant to hold images (a failed copy or export) or remove the folders.</source>
        <translation>Prüfen Sie, ob diese Fälle Bilder enthalten sollten (ein fehlgeschlagenes Kopieren oder ein fehlgeschlagener Export), oder entfernen Sie die Ordner.</translation>
    </message>
    <message>
        <source>{files} scanned, {images} loaded, {failures_count}, {volumes_count} with NaN/Inf.</source>
        <translation>{files} gescannt, {images} geladen, {failures_count}, {volumes_count} mit NaN/Inf.</translation>
    </message>
    <message>
        <source>No known SLURM or PyTorch failure was found in the texts.</source>
        <translation>In den Texten wurde kein bekannter SLURM- oder PyTorch-Fehler gefunden.</translation>
    </message>
    <message>
        <source>Paste the job&apos;s error file (#SBATCH --error) and `sacct -j JOBID --format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem`.</source>
        <translation>Fügen Sie die Fehlerdatei des Jobs (#SBATCH --error) und `sacct -j JOBID --format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem` ein.</translation>
    </message>
    <message>
        <source>The training log could not be read: {error}</source>
        <translation>Das Trainingslog konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Pass the CSV the logger wrote (Lightning&apos;s metrics.csv, Keras&apos; CSVLogger file) or name the loss columns explicitly.</source>
        <translation>Geben Sie die CSV an, die der Logger geschrieben hat (metrics.csv von Lightning, die CSVLogger-Datei von Keras), oder benennen Sie die Loss-Spalten ausdrücklich.</translation>
    </message>
    <message>
        <source>The log has too few points to classify its curves ({primary_count}, at least {min_points} needed).</source>
        <translation>Das Log hat zu wenige Punkte, um seine Kurven einzuordnen ({primary_count}, mindestens {min_points} nötig).</translation>
    </message>
    <message>
        <source>Log the loss every epoch (or every few steps) and read the log again.</source>
        <translation>Protokollieren Sie den Loss in jeder Epoche (oder alle paar Schritte) und lesen Sie das Log erneut ein.</translation>
    </message>
    <message>
        <source>The mask holds probabilities, not labels: {non_integer} voxels ({finite}) have non-integer values in [0, 1].</source>
        <translation>Die Maske enthält Wahrscheinlichkeiten, keine Labels: {non_integer} Voxel ({finite}) haben nicht-ganzzahlige Werte in [0, 1].</translation>
    </message>
    <message>
        <source>{non_integer} voxels ({finite}) hold non-integer values between {min_value} and {max_value}; a label map holds whole numbers.</source>
        <translation>{non_integer} Voxel ({finite}) enthalten nicht-ganzzahlige Werte zwischen {min_value} und {max_value}; eine Labelkarte enthält ganze Zahlen.</translation>
    </message>
    <message>
        <source>Threshold (one channel) or take the argmax (several) before using it as a mask.</source>
        <translation>Schwellen Sie sie (ein Kanal) oder nehmen Sie den Argmax (mehrere), bevor Sie sie als Maske verwenden.</translation>
    </message>
    <message>
        <source>Resample label maps with nearest-neighbour interpolation and save them with an integer type.</source>
        <translation>Resampeln Sie Labelkarten mit Nearest-Neighbour-Interpolation und speichern Sie sie mit einem Ganzzahltyp.</translation>
    </message>
    <message>
        <source>The mask holds 0 and 255 ({at} voxels of 255): most training code expects 0 and 1.</source>
        <translation>Die Maske enthält 0 und 255 ({at} Voxel mit 255): Der meiste Trainingscode erwartet 0 und 1.</translation>
    </message>
    <message>
        <source>Map 255 to 1 when loading (mask &gt; 0 or mask / 255) and save masks as 0/1.</source>
        <translation>Bilden Sie beim Laden 255 auf 1 ab (mask &gt; 0 oder mask / 255) und speichern Sie Masken als 0/1.</translation>
    </message>
    <message>
        <source>{unexpected} voxels ({finite}) hold {lines_count} value(s) outside the expected labels {{expected}}.</source>
        <translation>{unexpected} Voxel ({finite}) enthalten {lines_count} Wert(e) außerhalb der erwarteten Labels {{expected}}.</translation>
    </message>
    <message>
        <source>Map the values onto the dataset&apos;s label dictionary, or correct the expected set.</source>
        <translation>Bilden Sie die Werte auf das Label-Verzeichnis des Datensatzes ab, oder korrigieren Sie die erwartete Menge.</translation>
    </message>
    <message>
        <source>The mask looks like an intensity image saved as a label map: {distinct} distinct values from {min_value} to {max_value} with a smooth histogram.</source>
        <translation>Die Maske sieht aus wie ein als Labelkarte gespeichertes Intensitätsbild: {distinct} verschiedene Werte von {min_value} bis {max_value} mit einem glatten Histogramm.</translation>
    </message>
    <message>
        <source>Check that the mask path points at the segmentation and not at the image (a swapped argument or file name).</source>
        <translation>Prüfen Sie, ob der Maskenpfad auf die Segmentierung zeigt und nicht auf das Bild (ein vertauschtes Argument oder ein vertauschter Dateiname).</translation>
    </message>
    <message>
        <source>{out} voxels ({finite}) lie outside [0, 1]: the values run from {min_value} to {max_value}.</source>
        <translation>{out} Voxel ({finite}) liegen außerhalb von [0, 1]: Die Werte reichen von {min_value} bis {max_value}.</translation>
    </message>
    <message>
        <source>Save the sigmoid/softmax output (not logits, not a rescaled copy) and clip resampling overshoot to [0, 1].</source>
        <translation>Speichern Sie die Sigmoid-/Softmax-Ausgabe (keine Logits, keine umskalierte Kopie) und begrenzen Sie Überschwinger des Resamplings auf [0, 1].</translation>
    </message>
    <message>
        <source>The mask is cut by the volume border on {cut_faces_count} face(s): {what} meets {face} with {voxels} voxels ({area} mm2), {share} of its largest cross-section.</source>
        <translation>Die Maske wird an {cut_faces_count} Seite(n) vom Volumenrand abgeschnitten: {what} trifft {face} mit {voxels} Voxeln ({area} mm2), {share} ihres größten Querschnitts.</translation>
    </message>
    <message>
        <source>The field of view or a crop cut the structure: check the crop or padding step, or leave the case out of volume and surface metrics.</source>
        <translation>Das Sichtfeld oder ein Zuschnitt hat die Struktur abgeschnitten: Prüfen Sie den Zuschneide- oder Auffüllschritt, oder lassen Sie den Fall bei Volumen- und Oberflächenmetriken weg.</translation>
    </message>
    <message>
        <source>Pass volumes that were loaded completely and share one voxel grid.</source>
        <translation>Übergeben Sie Volumen, die vollständig geladen wurden und ein gemeinsames Voxelgitter haben.</translation>
    </message>
    <message>
        <source>The label check was cancelled before it finished.</source>
        <translation>Die Labelprüfung wurde abgebrochen, bevor sie fertig war.</translation>
    </message>
    <message>
        <source>Run the check again and let it finish.</source>
        <translation>Führen Sie die Prüfung erneut aus und lassen Sie sie zu Ende laufen.</translation>
    </message>
    <message>
        <source>{count} voxels ({total}) are NaN or infinite; they are left out of every other figure.</source>
        <translation>{count} Voxel ({total}) sind NaN oder unendlich; sie werden bei allen anderen Kennzahlen ausgelassen.</translation>
    </message>
    <message>
        <source>Find the step that produced them (a division by zero, log(0), an fp16 overflow) and fix it before the mask is used.</source>
        <translation>Finden Sie den Schritt, der sie erzeugt hat (eine Division durch null, log(0), ein fp16-Überlauf), und beheben Sie ihn, bevor die Maske verwendet wird.</translation>
    </message>
    <message>
        <source>The mask is empty: {what}.</source>
        <translation>Die Maske ist leer: {what}.</translation>
    </message>
    <message>
        <source>Check the export and any threshold; an empty mask makes Dice undefined and is often a failed or mismatched case.</source>
        <translation>Prüfen Sie den Export und jede Schwelle; eine leere Maske macht den Dice undefiniert und ist oft ein fehlgeschlagener oder falsch zugeordneter Fall.</translation>
    </message>
    <message>
        <source>The values look like logits, not probabilities: they run from {min_value} to {max_value}, {negative_share} of them negative.</source>
        <translation>Die Werte sehen aus wie Logits, nicht wie Wahrscheinlichkeiten: Sie reichen von {min_value} bis {max_value}, {negative_share} davon negativ.</translation>
    </message>
    <message>
        <source>Apply softmax across the channels before saving or thresholding (argmax is unchanged, thresholds and averages are not).</source>
        <translation>Wenden Sie Softmax über die Kanäle an, bevor Sie speichern oder schwellen (der Argmax bleibt gleich, Schwellen und Mittelwerte nicht).</translation>
    </message>
    <message>
        <source>Apply the sigmoid before saving or thresholding at 0.5 (or threshold the logits at 0).</source>
        <translation>Wenden Sie das Sigmoid an, bevor Sie speichern oder bei 0,5 schwellen (oder schwellen Sie die Logits bei 0).</translation>
    </message>
    <message>
        <source>No label problem found: {labels} label(s) besides 0 on {voxels} voxels ({ml} ml).</source>
        <translation>Kein Labelproblem gefunden: {labels} Label(s) außer 0 auf {voxels} Voxeln ({ml} ml).</translation>
    </message>
    <message>
        <source>No problem found in this {kind} volume.</source>
        <translation>Kein Problem in diesem {kind}-Volumen gefunden.</translation>
    </message>
    <message>
        <source>{out} channel values ({values}) lie outside [0, 1]: they run from {lo} to {hi}.</source>
        <translation>{out} Kanalwerte ({values}) liegen außerhalb von [0, 1]: Sie reichen von {lo} bis {hi}.</translation>
    </message>
    <message>
        <source>In {not_normalised} voxels ({finite}) the {channels_count} channels do not sum to 1: the sum runs from {sum_min} to {sum_max}.</source>
        <translation>In {not_normalised} Voxeln ({finite}) summieren sich die {channels_count} Kanäle nicht zu 1: Die Summe reicht von {sum_min} bis {sum_max}.</translation>
    </message>
    <message>
        <source>Apply softmax across the channels (not a sigmoid per channel) before saving, or treat the channels as independent.</source>
        <translation>Wenden Sie vor dem Speichern Softmax über die Kanäle an (kein Sigmoid pro Kanal), oder behandeln Sie die Kanäle als unabhängig.</translation>
    </message>
    <message>
        <source>The saved mask disagrees with the argmax of the channels in {disagreeing} voxels ({total}){disagreement}.</source>
        <translation>Die gespeicherte Maske weicht in {disagreeing} Voxeln ({total}) vom Argmax der Kanäle ab{disagreement}.</translation>
    </message>
    <message>
        <source>Check the class order, any label remapping and the threshold between the network output and the saved mask; regenerate the mask from the output.</source>
        <translation>Prüfen Sie die Klassenreihenfolge, jede Label-Umbenennung und die Schwelle zwischen der Netzausgabe und der gespeicherten Maske; erzeugen Sie die Maske neu aus der Ausgabe.</translation>
    </message>
    <message>
        <source>The mask has {gm_count} voxels but the image has {gi_count}, so their arrays cannot be compared voxel by voxel.</source>
        <translation>Die Maske hat {gm_count} Voxel, das Bild aber {gi_count}, daher lassen sich ihre Arrays nicht Voxel für Voxel vergleichen.</translation>
    </message>
    <message>
        <source>Resample the mask onto the image&apos;s grid with nearest-neighbour interpolation (or crop/pad it), so both arrays have the same shape.</source>
        <translation>Resampeln Sie die Maske mit Nearest-Neighbour-Interpolation auf das Gitter des Bildes (oder schneiden Sie sie zu bzw. füllen Sie sie auf), sodass beide Arrays dieselbe Form haben.</translation>
    </message>
    <message>
        <source>The mask&apos;s header and contents agree with the image: no candidate cause of a misplacement fits the evidence.</source>
        <translation>Header und Inhalt der Maske stimmen mit dem Bild überein: Keine mögliche Ursache einer Fehlplatzierung passt zu den Belegen.</translation>
    </message>
    <message>
        <source>The tools disagree on where these files lie: {parts}; {agree} places them as check-pair does. The pair can look right in one tool and wrong in another.</source>
        <translation>Die Werkzeuge sind sich uneinig, wo diese Dateien liegen: {parts}; {agree} platziert sie wie check-pair. Das Paar kann in einem Werkzeug richtig und in einem anderen falsch aussehen.</translation>
    </message>
    <message>
        <source>The tools disagree on where these files lie: {parts}; {agree} place them as check-pair does. The pair can look right in one tool and wrong in another.</source>
        <translation>Die Werkzeuge sind sich uneinig, wo diese Dateien liegen: {parts}; {agree} platzieren sie wie check-pair. Das Paar kann in einem Werkzeug richtig und in einem anderen falsch aussehen.</translation>
    </message>
    <message>
        <source>Make both NIfTI forms of the file say the same, right placement (nibabel: img.set_qform(img.get_sform(), code=1), or the reverse), then check the pair in the tool the pipeline uses (SimpleITK for nnU-Net).</source>
        <translation>Lassen Sie beide NIfTI-Formen der Datei dieselbe, richtige Platzierung angeben (nibabel: img.set_qform(img.get_sform(), code=1) oder umgekehrt), und prüfen Sie das Paar dann in dem Werkzeug, das die Pipeline verwendet (SimpleITK bei nnU-Net).</translation>
    </message>
    <message>
        <source>ScanSleuth reads {a_name} and {b_name} onto one grid, but their NIfTI headers differ: {front}.</source>
        <translation>ScanSleuth liest {a_name} und {b_name} auf ein gemeinsames Gitter, aber ihre NIfTI-Header unterscheiden sich: {front}.</translation>
    </message>
    <message>
        <source>Write the prediction with the input image&apos;s header (same sform and qform, same codes).</source>
        <translation>Schreiben Sie die Vorhersage mit dem Header des Eingabebildes (dieselbe sform und qform, dieselben Codes).</translation>
    </message>
    <message>
        <source>{run} lists {missing_count} file(s) that do not exist; those cases count as missing.</source>
        <translation>{run} führt {missing_count} Datei(en) auf, die nicht existieren; diese Fälle zählen als fehlend.</translation>
    </message>
    <message>
        <source>Correct the paths in the CSV; relative paths start at the CSV&apos;s folder.</source>
        <translation>Korrigieren Sie die Pfade in der CSV; relative Pfade beginnen im Ordner der CSV.</translation>
    </message>
    <message>
        <source>{spec} has {evidence_count} case(s) with more than one file; none of them is used for those cases.</source>
        <translation>{spec} hat {evidence_count} Fall/Fälle mit mehr als einer Datei; für diese Fälle wird keine davon verwendet.</translation>
    </message>
    <message>
        <source>Keep one file per case, or point the run at one sub-folder (one fold, one epoch).</source>
        <translation>Behalten Sie eine Datei pro Fall, oder richten Sie den Lauf auf einen Unterordner (einen Fold, eine Epoche).</translation>
    </message>
    <message>
        <source>{spec} has no label files ({source}).</source>
        <translation>{spec} hat keine Labeldateien ({source}).</translation>
    </message>
    <message>
        <source>{spec} has no prediction files ({source}).</source>
        <translation>{spec} hat keine Vorhersagedateien ({source}).</translation>
    </message>
    <message>
        <source>Point the run at the folder holding .nii.gz, .nii, .nrrd, .nhdr, .mha or .mhd files, or at a CSV of case,file rows.</source>
        <translation>Richten Sie den Lauf auf den Ordner mit den .nii.gz-, .nii-, .nrrd-, .nhdr-, .mha- oder .mhd-Dateien, oder auf eine CSV mit Zeilen der Form case,file.</translation>
    </message>
    <message>
        <source>The truth has no file for {count} case(s) that a run predicted; those cases cannot be scored.</source>
        <translation>Die Grundwahrheit hat für {count} Fall/Fälle, die ein Lauf vorhergesagt hat, keine Datei; diese Fälle lassen sich nicht bewerten.</translation>
    </message>
    <message>
        <source>Add the missing labels, or leave those cases out of the runs.</source>
        <translation>Ergänzen Sie die fehlenden Labels, oder lassen Sie diese Fälle aus den Läufen weg.</translation>
    </message>
    <message>
        <source>Run &apos;{input}&apos; has no file for {count} case(s) that another input has; they are compared without it.</source>
        <translation>Lauf &apos;{input}&apos; hat für {count} Fall/Fälle, die eine andere Eingabe hat, keine Datei; sie werden ohne ihn verglichen.</translation>
    </message>
    <message>
        <source>Check that the run finished and predicted every case.</source>
        <translation>Prüfen Sie, ob der Lauf fertig wurde und jeden Fall vorhergesagt hat.</translation>
    </message>
    <message>
        <source>The geometry forensics could not run: {message}</source>
        <translation>Die Geometrieforensik konnte nicht laufen: {message}</translation>
    </message>
    <message>
        <source>The content forensics could not run: {message}</source>
        <translation>Die Inhaltsforensik konnte nicht laufen: {message}</translation>
    </message>
    <message>
        <source>Save predictions in the orientation of their input&apos;s array: undo every flip, transpose, turn and crop (np.flip, a channel-first layout) before copying the input&apos;s header, and use the label table of the truth.</source>
        <translation>Speichern Sie Vorhersagen in der Orientierung des Arrays ihrer Eingabe: Machen Sie jede Spiegelung, Transposition, Drehung und jeden Zuschnitt rückgängig (np.flip, ein Channel-First-Layout), bevor Sie den Header der Eingabe kopieren, und verwenden Sie die Labeltabelle der Grundwahrheit.</translation>
    </message>
    <message>
        <source>Case {key}: {who} is on the grid of {against} but uses other class indices ({relabelled_count}){undone}</source>
        <translation>Fall {key}: {who} liegt auf dem Gitter von {against}, verwendet aber andere Klassenindizes ({relabelled_count}){undone}</translation>
    </message>
    <message>
        <source>Use one label table for every run and for the truth (check the class order in the dataset description and the one-hot encoding).</source>
        <translation>Verwenden Sie eine einzige Labeltabelle für jeden Lauf und für die Grundwahrheit (prüfen Sie die Klassenreihenfolge in der Datensatzbeschreibung und die One-Hot-Kodierung).</translation>
    </message>
    <message>
        <source>Case {key}: {who} agrees poorly with {against} ({trigger}) and no transform of its array explains it: {inconclusive}; the case is measured as delivered.</source>
        <translation>Fall {key}: {who} stimmt schlecht mit {against} überein ({trigger}), und keine Transformation seines Arrays erklärt das: {inconclusive}; der Fall wird so gemessen, wie er geliefert wurde.</translation>
    </message>
    <message>
        <source>Open the case side by side: a poor prediction rather than a misplaced one, unless the views show a mirror or a shift.</source>
        <translation>Öffnen Sie den Fall nebeneinander: eher eine schlechte als eine fehlplatzierte Vorhersage, es sei denn, die Ansichten zeigen eine Spiegelung oder eine Verschiebung.</translation>
    </message>
    <message>
        <source>Save predictions with the header of their input image (copy the affine), and undo any reorientation or resampling before saving.</source>
        <translation>Speichern Sie Vorhersagen mit dem Header ihres Eingabebildes (kopieren Sie die Affine), und machen Sie jede Umorientierung oder jedes Resampling vor dem Speichern rückgängig.</translation>
    </message>
    <message>
        <source>Case {key}: {is_truth} could not be read: {message}</source>
        <translation>Fall {key}: {is_truth} konnte nicht gelesen werden: {message}</translation>
    </message>
    <message>
        <source>Re-export the file, or leave the case out.</source>
        <translation>Exportieren Sie die Datei neu, oder lassen Sie den Fall weg.</translation>
    </message>
    <message>
        <source>Rounding (another device, TF32, a library version) flips only boundary voxels; differences this far inside point at another cause: a preprocessing or export difference, uninitialised memory, another model. Open the named cases.</source>
        <translation>Rundung (ein anderes Gerät, TF32, eine Bibliotheksversion) kippt nur Randvoxel; Unterschiede so weit im Inneren deuten auf eine andere Ursache: einen Unterschied in Vorverarbeitung oder Export, nicht initialisierten Speicher, ein anderes Modell. Öffnen Sie die genannten Fälle.</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases (failures scored as the worst value){mean_disagrees}.</source>
        <translation>Lauf {better} ist in den meisten Fällen besser als Lauf {worse} bei {metric} für {label}: Median der Differenz ({value} - {value_2}) {median_difference}, Mittelwert {mean_difference} (95-%-KI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} Fälle (Fehlschläge als schlechtester Wert bewertet){mean_disagrees}.</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases{mean_disagrees}.</source>
        <translation>Lauf {better} ist in den meisten Fällen besser als Lauf {worse} bei {metric} für {label}: Median der Differenz ({value} - {value_2}) {median_difference}, Mittelwert {mean_difference} (95-%-KI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} Fälle{mean_disagrees}.</translation>
    </message>
    <message>
        <source>Fix the failed cases (comparison.run_failures names them) and compare again: a verdict over the comparable cases alone hides the failures.</source>
        <translation>Beheben Sie die fehlgeschlagenen Fälle (comparison.run_failures nennt sie) und vergleichen Sie erneut: Ein Urteil nur über die vergleichbaren Fälle verbirgt die Fehlschläge.</translation>
    </message>
    <message>
        <source>A missing, unreadable or misplaced prediction is the run&apos;s failure: re-export those cases, or report the run with them failed.</source>
        <translation>Eine fehlende, unlesbare oder fehlplatzierte Vorhersage ist ein Fehlschlag des Laufs: Exportieren Sie diese Fälle neu, oder berichten Sie den Lauf mit diesen Fällen als fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Boundary voxels flip with small numerical differences (another device, TF32, another library version); compare the probabilities to confirm.</source>
        <translation>Randvoxel kippen bei kleinen numerischen Unterschieden (ein anderes Gerät, TF32, eine andere Bibliotheksversion); vergleichen Sie zur Bestätigung die Wahrscheinlichkeiten.</translation>
    </message>
    <message>
        <source>Open those cases side by side: a systematic cause (a flipped or shifted prediction, a changed preprocessing step, a missing label) shows there.</source>
        <translation>Öffnen Sie diese Fälle nebeneinander: Eine systematische Ursache (eine gespiegelte oder verschobene Vorhersage, ein geänderter Vorverarbeitungsschritt, ein fehlendes Label) zeigt sich dort.</translation>
    </message>
    <message>
        <source>Report the mean and spread over several seeds rather than one run.</source>
        <translation>Berichten Sie Mittelwert und Streuung über mehrere Seeds statt eines einzelnen Laufs.</translation>
    </message>
    <message>
        <source>The class indices of run {names} differ from the truth&apos;s: {front}.</source>
        <translation>Die Klassenindizes von Lauf {names} weichen von denen der Grundwahrheit ab: {front}.</translation>
    </message>
    <message>
        <source>Use one label table for every run and for the truth.</source>
        <translation>Verwenden Sie eine einzige Labeltabelle für jeden Lauf und für die Grundwahrheit.</translation>
    </message>
    <message>
        <source>The model overfits from {i_min}: the validation loss rose {rise} above its best ({v_min}) while the training loss kept falling {drop}.</source>
        <translation>Ab {i_min} tritt Overfitting auf: Der Validierungs-Loss stieg um {rise} über sein Bestes ({v_min}), während der Trainings-Loss weiter fiel {drop}.</translation>
    </message>
    <message>
        <source>Keep the checkpoint of the best validation loss (early stopping), add augmentation, weight decay or dropout, or more data; a gap from the first epoch also points at train/validation preprocessing differences.</source>
        <translation>Behalten Sie den Checkpoint mit dem besten Validierungs-Loss (Early Stopping), fügen Sie Augmentierung, Weight Decay oder Dropout hinzu, oder mehr Daten; eine Lücke ab der ersten Epoche deutet zudem auf Unterschiede in der Vorverarbeitung von Training und Validierung.</translation>
    </message>
    <message>
        <source>The model is not learning: {value} fell only {gain} over the run ({front} to {back}), and the validation loss is as flat.</source>
        <translation>Das Modell lernt nicht: {value} fiel über den Lauf nur um {gain} ({front} bis {back}), und der Validierungs-Loss ist ebenso flach.</translation>
    </message>
    <message>
        <source>The model is not learning: {value} fell only {gain} over the run ({front} to {back}).</source>
        <translation>Das Modell lernt nicht: {value} fiel über den Lauf nur um {gain} ({front} bis {back}).</translation>
    </message>
    <message>
        <source>Overfit one batch first; if it cannot, check that labels match inputs, the input normalisation, the output layer against the loss (no softmax before CrossEntropyLoss), that optimizer.step() runs, and the learning rate (a range test).</source>
        <translation>Lassen Sie das Modell zuerst einen einzelnen Batch overfitten; gelingt das nicht, prüfen Sie, ob die Labels zu den Eingaben passen, die Eingabenormalisierung, die Ausgabeschicht gegenüber dem Loss (kein Softmax vor CrossEntropyLoss), ob optimizer.step() läuft, und die Lernrate (ein Range-Test).</translation>
    </message>
    <message>
        <source>{value} zig-zags: {sign_changes} of its steps reverse direction, by {amplitude} of its level; the learning rate is likely too high.</source>
        <translation>{value} schwankt im Zickzack: {sign_changes} seiner Schritte kehren die Richtung um, um {amplitude} seines Niveaus; die Lernrate ist wahrscheinlich zu hoch.</translation>
    </message>
    <message>
        <source>Lower the learning rate 3 to 10 times or add warm-up, clip gradients (clip_grad_norm_), raise the batch size, and check that the training data is shuffled.</source>
        <translation>Senken Sie die Lernrate um das 3- bis 10-Fache oder fügen Sie ein Warm-up hinzu, begrenzen Sie die Gradienten (clip_grad_norm_), erhöhen Sie die Batchgröße, und prüfen Sie, ob die Trainingsdaten gemischt werden.</translation>
    </message>
    <message>
        <source>{value} stopped improving from {start} (less than {plateau_improvement} over the last {w} points, at {best}).</source>
        <translation>{value} verbessert sich ab {start} nicht mehr (weniger als {plateau_improvement} über die letzten {w} Punkte, bei {best}).</translation>
    </message>
    <message>
        <source>If the validation metric is flat too, the run has converged: stop it earlier (early stopping). If the loss is still too high, lower the learning rate on plateau (ReduceLROnPlateau) or check that the schedule did not decay it to nothing.</source>
        <translation>Ist auch die Validierungsmetrik flach, ist der Lauf konvergiert: Beenden Sie ihn früher (Early Stopping). Ist der Loss noch zu hoch, senken Sie die Lernrate auf dem Plateau (ReduceLROnPlateau), oder prüfen Sie, ob der Zeitplan sie nicht auf nichts abklingen ließ.</translation>
    </message>
    <message>
        <source>The first training loss {num} is {reading}.</source>
        <translation>Der erste Trainings-Loss {num} ist {reading}.</translation>
    </message>
    <message>
        <source>Print the loss of the untrained model on one batch and compare with ln(C); check the final layer&apos;s bias and activation against the loss function.</source>
        <translation>Geben Sie den Loss des untrainierten Modells auf einem Batch aus und vergleichen Sie ihn mit ln(C); prüfen Sie Bias und Aktivierung der letzten Schicht gegenüber der Loss-Funktion.</translation>
    </message>
    <message>
        <source>The job hit its time limit and SLURM cancelled it.</source>
        <translation>Der Job hat sein Zeitlimit erreicht, und SLURM hat ihn abgebrochen.</translation>
    </message>
    <message>
        <source>Raise --time (ask for the run&apos;s real length plus a margin), or save checkpoints and resume: --signal=B:USR1@300 gives the script five minutes&apos; notice to save before it is killed.</source>
        <translation>Erhöhen Sie --time (fordern Sie die tatsächliche Laufzeit plus einen Puffer an), oder speichern Sie Checkpoints und setzen Sie fort: --signal=B:USR1@300 gibt dem Skript fünf Minuten Vorwarnung, um vor dem Beenden zu speichern.</translation>
    </message>
    <message>
        <source>The job ran out of host memory (RAM): the cgroup out-of-memory killer stopped it.</source>
        <translation>Dem Job ging der Hauptspeicher (RAM) aus: Der Out-of-Memory-Killer der cgroup hat ihn beendet.</translation>
    </message>
    <message>
        <source>Raise --mem to about 1.5 times the peak MaxRSS, or lower host memory use: fewer DataLoader workers, smaller prefetch_factor, no whole dataset cached in RAM, memory-mapped arrays.</source>
        <translation>Erhöhen Sie --mem auf etwa das 1,5-Fache der MaxRSS-Spitze, oder senken Sie den Hauptspeicherverbrauch: weniger DataLoader-Worker, kleinerer prefetch_factor, kein ganzer Datensatz im RAM zwischengespeichert, speicherabgebildete Arrays.</translation>
    </message>
    <message>
        <source>A process was killed with SIGKILL: on a cluster that is almost always the out-of-memory killer.</source>
        <translation>Ein Prozess wurde mit SIGKILL beendet: Auf einem Cluster ist das fast immer der Out-of-Memory-Killer.</translation>
    </message>
    <message>
        <source>Compare sacct&apos;s MaxRSS with ReqMem and raise --mem, or lower the DataLoader&apos;s num_workers; a DataLoader worker killed this way is host RAM, not GPU memory.</source>
        <translation>Vergleichen Sie MaxRSS aus sacct mit ReqMem und erhöhen Sie --mem, oder senken Sie num_workers des DataLoaders; ein so beendeter DataLoader-Worker betrifft den Hauptspeicher, nicht den GPU-Speicher.</translation>
    </message>
    <message>
        <source>The GPU ran out of memory (CUDA out of memory).</source>
        <translation>Der GPU ging der Speicher aus (CUDA out of memory).</translation>
    </message>
    <message>
        <source>Lower the batch or patch size, use mixed precision (torch.autocast), wrap validation in torch.no_grad(), and accumulate losses with loss.item() rather than the tensor.</source>
        <translation>Verringern Sie die Batch- oder Patchgröße, verwenden Sie gemischte Präzision (torch.autocast), umschließen Sie die Validierung mit torch.no_grad(), und akkumulieren Sie Losses mit loss.item() statt mit dem Tensor.</translation>
    </message>
    <message>
        <source>A distributed (NCCL) operation failed: a timeout, a system error or the watchdog.</source>
        <translation>Eine verteilte Operation (NCCL) ist fehlgeschlagen: ein Timeout, ein Systemfehler oder der Watchdog.</translation>
    </message>
    <message>
        <source>Rerun with NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL; for timeouts check that every rank reaches the same collectives (a rank stuck in data loading or skipping a batch), for system errors the network interface (NCCL_SOCKET_IFNAME) and shared memory (--shm-size in containers).</source>
        <translation>Führen Sie den Lauf erneut mit NCCL_DEBUG=INFO und TORCH_DISTRIBUTED_DEBUG=DETAIL aus; prüfen Sie bei Timeouts, ob jeder Rank dieselben kollektiven Operationen erreicht (ein Rank, der beim Datenladen hängt oder einen Batch überspringt), bei Systemfehlern die Netzwerkschnittstelle (NCCL_SOCKET_IFNAME) und den Shared Memory (--shm-size in Containern).</translation>
    </message>
    <message>
        <source>The job ran without a usable GPU.</source>
        <translation>Der Job lief ohne nutzbare GPU.</translation>
    </message>
    <message>
        <source>Request one (#SBATCH --gres=gpu:1 or --gpus=1, on a GPU partition), check nvidia-smi inside the job, and install a CUDA build of PyTorch (torch.version.cuda must not be None).</source>
        <translation>Fordern Sie eine an (#SBATCH --gres=gpu:1 oder --gpus=1, auf einer GPU-Partition), prüfen Sie nvidia-smi innerhalb des Jobs, und installieren Sie einen CUDA-Build von PyTorch (torch.version.cuda darf nicht None sein).</translation>
    </message>
    <message>
        <source>The job&apos;s software environment was not set up: a module or Python package could not be loaded.</source>
        <translation>Die Softwareumgebung des Jobs war nicht eingerichtet: Ein Modul oder Python-Paket konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>Start the script with #!/bin/bash -l (or source the module system&apos;s init script), check the names with module spider, and activate the Python environment inside the job script.</source>
        <translation>Beginnen Sie das Skript mit #!/bin/bash -l (oder sourcen Sie das Init-Skript des Modulsystems), prüfen Sie die Namen mit module spider, und aktivieren Sie die Python-Umgebung im Jobskript.</translation>
    </message>
    <message>
        <source>A process crashed with a segmentation fault or bus error.</source>
        <translation>Ein Prozess ist mit einem Segmentation Fault oder Bus Error abgestürzt.</translation>
    </message>
    <message>
        <source>Get the stack with python -X faulthandler (or gdb); in imaging pipelines look for a corrupt file read by a C extension (scan the dataset with scansleuth), mismatched ITK/SimpleITK/OpenCV/NumPy builds, and for a bus error in a DataLoader, too little shared memory (/dev/shm).</source>
        <translation>Holen Sie sich den Stack mit python -X faulthandler (oder gdb); suchen Sie in Bildgebungspipelines nach einer beschädigten Datei, die eine C-Erweiterung liest (scannen Sie den Datensatz mit scansleuth), nach nicht zusammenpassenden ITK-/SimpleITK-/OpenCV-/NumPy-Builds, und bei einem Bus Error in einem DataLoader nach zu wenig Shared Memory (/dev/shm).</translation>
    </message>
    <message>
        <source>The job was cancelled (by a user, an administrator or preemption).</source>
        <translation>Der Job wurde abgebrochen (von einem Benutzer, einem Administrator oder durch Preemption).</translation>
    </message>
    <message>
        <source>If nobody cancelled it, ask the administrators or check the partition&apos;s preemption rules; use --requeue with checkpoints on preemptible partitions.</source>
        <translation>Falls niemand ihn abgebrochen hat, fragen Sie die Administratoren oder prüfen Sie die Preemption-Regeln der Partition; verwenden Sie auf unterbrechbaren Partitionen --requeue mit Checkpoints.</translation>
    </message>
    <message>
        <source>The job failed, and the logs hold no failure ScanSleuth knows: the last exception is shown.</source>
        <translation>Der Job ist fehlgeschlagen, und die Logs enthalten keinen Fehler, den ScanSleuth kennt: Die letzte Exception wird angezeigt.</translation>
    </message>
    <message>
        <source>Read the traceback above the exception lines in the job&apos;s error file and reproduce the step interactively (srun --pty) with the same inputs.</source>
        <translation>Lesen Sie den Traceback oberhalb der Exception-Zeilen in der Fehlerdatei des Jobs und reproduzieren Sie den Schritt interaktiv (srun --pty) mit denselben Eingaben.</translation>
    </message>
    <message>
        <source>{curve} fell {improvement} ({first} to {last}): no sign of underfitting, overfitting, oscillation or NaN.</source>
        <translation>{curve} fiel um {improvement} ({first} bis {last}): kein Anzeichen von Underfitting, Overfitting, Oszillation oder NaN.</translation>
    </message>
    <message>
        <source>{curve} fell {improvement} ({first} to {last}) and {validation} reached its best, {best}, at {best_at} without rising after it: no sign of underfitting, overfitting, oscillation or NaN.</source>
        <translation>{curve} fiel um {improvement} ({first} bis {last}), und {validation} erreichte seinen Bestwert {best} bei {best_at}, ohne danach zu steigen: kein Anzeichen von Underfitting, Overfitting, Oszillation oder NaN.</translation>
    </message>
    <message>
        <source>{curve} became {value} at {where} without a rise before it: the mark of a NaN in the data, log(0) or a division by zero.</source>
        <translation>{curve} wurde bei {where} zu {value}, ohne vorher zu steigen: das Kennzeichen eines NaN in den Daten, von log(0) oder einer Division durch null.</translation>
    </message>
    <message>
        <source>{curve} became {value} at {where} after {judged} rose from {best} to {last}: the mark of a learning rate too high or exploding gradients (or fp16 overflow).</source>
        <translation>{curve} wurde bei {where} zu {value}, nachdem {judged} von {best} auf {last} gestiegen war: das Kennzeichen einer zu hohen Lernrate oder explodierender Gradienten (oder eines fp16-Überlaufs).</translation>
    </message>
    <message>
        <source>Check the inputs for NaN (scansleuth&apos;s dataset scan), add an epsilon to logs and divisions, lower the learning rate or add warm-up, clip gradients, and with fp16 use a GradScaler (or bf16); torch.autograd.set_detect_anomaly(True) names the operation.</source>
        <translation>Prüfen Sie die Eingaben auf NaN (Datensatz-Scan von scansleuth), fügen Sie Logarithmen und Divisionen ein Epsilon hinzu, senken Sie die Lernrate oder fügen Sie ein Warm-up hinzu, begrenzen Sie die Gradienten, und verwenden Sie bei fp16 einen GradScaler (oder bf16); torch.autograd.set_detect_anomaly(True) nennt die Operation.</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits have different voxel spacing: median {spacing_a} mm against {spacing_b} mm; they were resampled differently.</source>
        <translation>Der {split_a}- und der {split_b}-Split haben unterschiedliche Voxelabstände: Median {spacing_a} mm gegenüber {spacing_b} mm; sie wurden unterschiedlich resampelt.</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits have different image sizes: median {dims_a} voxels against {dims_b} voxels.</source>
        <translation>Der {split_a}- und der {split_b}-Split haben unterschiedliche Bildgrößen: Median {dims_a} Voxel gegenüber {dims_b} Voxel.</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: {sandwiched_voxels} boundary voxels ({sandwiched_share} of {boundary_voxels}) hold a label strictly between their two neighbours&apos; labels.</source>
        <translation>Die Maske sieht linear interpoliert aus: {sandwiched_voxels} Randvoxel ({sandwiched_share} von {boundary_voxels}) enthalten ein Label, das echt zwischen den Labels ihrer beiden Nachbarn liegt.</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: it is a label map whose {non_integer_voxels} non-integer voxels ({non_integer_share}) sit on the borders between labels, {where}.</source>
        <translation>Die Maske sieht linear interpoliert aus: Sie ist eine Labelkarte, deren {non_integer_voxels} nicht-ganzzahlige Voxel ({non_integer_share}) auf den Grenzen zwischen Labels liegen, {where}.</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: {resampling}.</source>
        <translation>Die Maske sieht linear interpoliert aus: {resampling}.</translation>
    </message>
    <message>
        <source>Resample the original mask again with nearest-neighbour interpolation (sitkNearestNeighbor, order=0); rounding interpolated labels does not restore them.</source>
        <translation>Resampeln Sie die ursprüngliche Maske erneut mit Nearest-Neighbour-Interpolation (sitkNearestNeighbor, order=0); das Runden interpolierter Labels stellt sie nicht wieder her.</translation>
    </message>
    <message>
        <source>Resample the original label map again with nearest-neighbour interpolation (sitkNearestNeighbor, order=0). Only as a stop-gap, round each value to the nearest whole number (np.rint): that moves borders by up to half a source voxel along {axes} and can leave a label between two others (a 1 where 0 met 2).</source>
        <translation>Resampeln Sie die ursprüngliche Labelkarte erneut mit Nearest-Neighbour-Interpolation (sitkNearestNeighbor, order=0). Nur als Notlösung runden Sie jeden Wert auf die nächste ganze Zahl (np.rint): Das verschiebt Grenzen um bis zu einen halben Quellvoxel entlang {axes} und kann ein Label zwischen zwei anderen zurücklassen (eine 1, wo 0 auf 2 traf).</translation>
    </message>
    <message>
        <source>The structure set refers to {frames_count} Frames of Reference and {series_count} series; the first of each is taken as the reference.</source>
        <translation>Das Structure Set verweist auf {frames_count} Bezugssysteme und {series_count} Serien; jeweils das erste wird als Referenz genommen.</translation>
    </message>
    <message>
        <source>Check that the image it is shown on is the first referenced series.</source>
        <translation>Prüfen Sie, ob das Bild, auf dem es angezeigt wird, die erste referenzierte Serie ist.</translation>
    </message>
    <message>
        <source>A ROI of the Structure Set ROI Sequence (item {value}) has no usable ROINumber (&apos;{text}&apos;); its contours cannot be told apart.</source>
        <translation>Eine ROI der Structure Set ROI Sequence (Eintrag {value}) hat keine verwendbare ROINumber (&apos;{text}&apos;); ihre Konturen lassen sich nicht unterscheiden.</translation>
    </message>
    <message>
        <source>Re-export the structure set from the contouring system.</source>
        <translation>Exportieren Sie das Structure Set erneut aus dem Konturierungssystem.</translation>
    </message>
    <message>
        <source>Several ROIs share a ROINumber; the first of each is kept and their contours are drawn as one ROI.</source>
        <translation>Mehrere ROIs teilen sich eine ROINumber; jeweils die erste wird behalten, und ihre Konturen werden als eine ROI gezeichnet.</translation>
    </message>
    <message>
        <source>Renumber the ROIs in the contouring system and export again.</source>
        <translation>Nummerieren Sie die ROIs im Konturierungssystem neu und exportieren Sie erneut.</translation>
    </message>
    <message>
        <source>Item {value} of the ROI Contour Sequence has no usable ReferencedROINumber; its contours are left out.</source>
        <translation>Eintrag {value} der ROI Contour Sequence hat keine verwendbare ReferencedROINumber; seine Konturen werden ausgelassen.</translation>
    </message>
    <message>
        <source>The ROI Contour Sequence names ROIs that the Structure Set ROI Sequence does not list; their contours are kept under the ROI number alone, without a name.</source>
        <translation>Die ROI Contour Sequence nennt ROIs, die die Structure Set ROI Sequence nicht aufführt; ihre Konturen werden allein unter der ROI-Nummer behalten, ohne Namen.</translation>
    </message>
    <message>
        <source>{empty_count} ROIs have no usable contour; they are listed but empty.</source>
        <translation>{empty_count} ROIs haben keine verwendbare Kontur; sie werden aufgeführt, sind aber leer.</translation>
    </message>
    <message>
        <source>The RT Structure Set file is damaged or truncated; only the ROIs and contours before the damage are read.</source>
        <translation>Die RT-Structure-Set-Datei ist beschädigt oder abgeschnitten; nur die ROIs und Konturen vor der Beschädigung werden gelesen.</translation>
    </message>
    <message>
        <source>Copy the file again from its source; it is incomplete.</source>
        <translation>Kopieren Sie die Datei erneut aus ihrer Quelle; sie ist unvollständig.</translation>
    </message>
    <message>
        <source>Some ROIs name a Frame of Reference other than the structure set&apos;s referenced one; their contours may belong to another image.</source>
        <translation>Einige ROIs nennen ein anderes Bezugssystem als das vom Structure Set referenzierte; ihre Konturen könnten zu einem anderen Bild gehören.</translation>
    </message>
    <message>
        <source>Check which image each ROI was drawn on.</source>
        <translation>Prüfen Sie, auf welchem Bild jede ROI gezeichnet wurde.</translation>
    </message>
    <message>
        <source>The RT Structure Set holds no ROI.</source>
        <translation>Das RT Structure Set enthält keine ROI.</translation>
    </message>
    <message>
        <source>Check that the contouring system exported the structures.</source>
        <translation>Prüfen Sie, ob das Konturierungssystem die Strukturen exportiert hat.</translation>
    </message>
    <message>
        <source>The SEG does not say which series or Frame of Reference it belongs to, so whether it belongs to {label} cannot be checked.</source>
        <translation>Das SEG gibt nicht an, zu welcher Serie oder welchem Bezugssystem es gehört, daher lässt sich nicht prüfen, ob es zu {label} gehört.</translation>
    </message>
    <message>
        <source>Have the writer fill ReferencedSeriesSequence and FrameOfReferenceUID.</source>
        <translation>Lassen Sie den Schreiber ReferencedSeriesSequence und FrameOfReferenceUID füllen.</translation>
    </message>
    <message>
        <source>The SEG references another series than {label}.</source>
        <translation>Das SEG verweist auf eine andere Serie als {label}.</translation>
    </message>
    <message>
        <source>Open the SEG with the series it references, or check that it was made on this image.</source>
        <translation>Öffnen Sie das SEG mit der Serie, auf die es verweist, oder prüfen Sie, ob es auf diesem Bild erstellt wurde.</translation>
    </message>
    <message>
        <source>The SEG&apos;s Frame of Reference differs from that of {label}: its positions are in another patient coordinate system, so it may not line up even where the numbers agree.</source>
        <translation>Das Bezugssystem des SEG unterscheidet sich von dem von {label}: Seine Positionen liegen in einem anderen Patientenkoordinatensystem, daher passt es womöglich nicht, selbst wo die Zahlen übereinstimmen.</translation>
    </message>
    <message>
        <source>Register the two, or open the SEG with the image of its own Frame of Reference.</source>
        <translation>Registrieren Sie die beiden, oder öffnen Sie das SEG mit dem Bild seines eigenen Bezugssystems.</translation>
    </message>
    <message>
        <source>{missing_count} of the {named_count} images the SEG references are not slices of {label}.</source>
        <translation>{missing_count} der {named_count} Bilder, auf die das SEG verweist, sind keine Schichten von {label}.</translation>
    </message>
    <message>
        <source>Open the SEG with the series it was made on (all its referenced images in the folder).</source>
        <translation>Öffnen Sie das SEG mit der Serie, auf der es erstellt wurde (alle referenzierten Bilder im Ordner).</translation>
    </message>
    <message>
        <source>{differ} SEG frames are in reversed slice order: each frame&apos;s position is slice n-1-k of the image it was derived from (slice k). ScanSleuth places frames by position, as DICOM says.</source>
        <translation>{differ} SEG-Frames liegen in umgekehrter Schichtreihenfolge: Die Position jedes Frames ist Schicht n-1-k des Bildes, aus dem er abgeleitet wurde (Schicht k). ScanSleuth platziert Frames nach Position, wie DICOM es vorschreibt.</translation>
    </message>
    <message>
        <source>{differ} of {compared} SEG frames lie on another slice than the image they were derived from. ScanSleuth places frames by position, as DICOM says.</source>
        <translation>{differ} von {compared} SEG-Frames liegen auf einer anderen Schicht als das Bild, aus dem sie abgeleitet wurden. ScanSleuth platziert Frames nach Position, wie DICOM es vorschreibt.</translation>
    </message>
    <message>
        <source>The writer paired the frames with the slices&apos; positions in reverse (a mask flipped along the slice axis before writing): flip the mask along the slice axis and write the SEG again.</source>
        <translation>Der Schreiber hat die Frames in umgekehrter Reihenfolge den Schichtpositionen zugeordnet (eine vor dem Schreiben entlang der Schichtachse gespiegelte Maske): Spiegeln Sie die Maske entlang der Schichtachse und schreiben Sie das SEG erneut.</translation>
    </message>
    <message>
        <source>Check the writer: each frame&apos;s ImagePositionPatient should be that of the image named in its DerivationImageSequence.</source>
        <translation>Prüfen Sie den Schreiber: Die ImagePositionPatient jedes Frames sollte die des in seiner DerivationImageSequence genannten Bildes sein.</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segment lie beyond the image, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{total} Voxel von {segments} Segment liegen außerhalb des Bildes, bis zu {worst_mm} ({worst_voxels} Voxel) jenseits seines Randes; sie werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segment lie beyond the grid, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{total} Voxel von {segments} Segment liegen außerhalb des Gitters, bis zu {worst_mm} ({worst_voxels} Voxel) jenseits seines Randes; sie werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segments lie beyond the image, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{total} Voxel von {segments} Segmenten liegen außerhalb des Bildes, bis zu {worst_mm} ({worst_voxels} Voxel) jenseits seines Randes; sie werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segments lie beyond the grid, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{total} Voxel von {segments} Segmenten liegen außerhalb des Gitters, bis zu {worst_mm} ({worst_voxels} Voxel) jenseits seines Randes; sie werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>Check that the SEG belongs to this image; if it does, its writer placed frames outside the image it was made on.</source>
        <translation>Prüfen Sie, ob das SEG zu diesem Bild gehört; falls ja, hat sein Schreiber Frames außerhalb des Bildes platziert, auf dem es erstellt wurde.</translation>
    </message>
    <message>
        <source>The SEG stores its frames from the last slice to the first (descending along the slice normal); ScanSleuth places them by position, but a tool that stacks frames in stored order shows them flipped.</source>
        <translation>Das SEG speichert seine Frames von der letzten zur ersten Schicht (absteigend entlang der Schichtnormalen); ScanSleuth platziert sie nach Position, aber ein Werkzeug, das Frames in gespeicherter Reihenfolge stapelt, zeigt sie gespiegelt.</translation>
    </message>
    <message>
        <source>Nothing to fix here; if another tool shows this SEG flipped, it ignores the frames&apos; positions.</source>
        <translation>Hier ist nichts zu beheben; wenn ein anderes Werkzeug dieses SEG gespiegelt zeigt, ignoriert es die Positionen der Frames.</translation>
    </message>
    <message>
        <source>{overlaps_count} pair of segments overlaps; they are kept apart in separate label maps, nothing is merged or dropped.</source>
        <translation>{overlaps_count} Segmentpaar überlappt; die Segmente werden in getrennten Labelkarten gehalten, nichts wird zusammengeführt oder verworfen.</translation>
    </message>
    <message>
        <source>{overlaps_count} pairs of segments overlap; they are kept apart in separate label maps, nothing is merged or dropped.</source>
        <translation>{overlaps_count} Segmentpaare überlappen; die Segmente werden in getrennten Labelkarten gehalten, nichts wird zusammengeführt oder verworfen.</translation>
    </message>
    <message>
        <source>{duplicate_frames} SEG frames repeat a segment on a slice that already has a frame of it; their pixels are combined.</source>
        <translation>{duplicate_frames} SEG-Frames wiederholen ein Segment auf einer Schicht, die bereits einen Frame davon hat; ihre Pixel werden kombiniert.</translation>
    </message>
    <message>
        <source>Check the writer: each segment should have at most one frame a slice.</source>
        <translation>Prüfen Sie den Schreiber: Jedes Segment sollte höchstens einen Frame pro Schicht haben.</translation>
    </message>
    <message>
        <source>{empty_count} segment is described but has no voxel in any frame.</source>
        <translation>{empty_count} Segment ist beschrieben, hat aber in keinem Frame ein Voxel.</translation>
    </message>
    <message>
        <source>{empty_count} segments are described but has no voxel in any frame.</source>
        <translation>{empty_count} Segmente sind beschrieben, haben aber in keinem Frame ein Voxel.</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours are in Frame of Reference {referenced_frame_of_reference_uid}, the image {label} in {frame_of_reference_uid}: the two need not share patient coordinates; the contours are drawn as if they did.</source>
        <translation>Die Konturen des RTSTRUCT liegen im Bezugssystem {referenced_frame_of_reference_uid}, das Bild {label} in {frame_of_reference_uid}: Die beiden müssen keine Patientenkoordinaten teilen; die Konturen werden gezeichnet, als ob sie es täten.</translation>
    </message>
    <message>
        <source>Check that this is the image the structures were drawn on; after a registration, use the registered image or resample the structures with the registration.</source>
        <translation>Prüfen Sie, ob dies das Bild ist, auf dem die Strukturen gezeichnet wurden; verwenden Sie nach einer Registrierung das registrierte Bild oder resampeln Sie die Strukturen mit der Registrierung.</translation>
    </message>
    <message>
        <source>The RTSTRUCT references series {referenced_series_uid}, not the image {label} (series {series_instance_uid}).</source>
        <translation>Das RTSTRUCT verweist auf die Serie {referenced_series_uid}, nicht auf das Bild {label} (Serie {series_instance_uid}).</translation>
    </message>
    <message>
        <source>Open the RTSTRUCT with the series it references (--reference), or check that this series is a copy of it.</source>
        <translation>Öffnen Sie das RTSTRUCT mit der Serie, auf die es verweist (--reference), oder prüfen Sie, ob diese Serie eine Kopie davon ist.</translation>
    </message>
    <message>
        <source>{missing_sops_count} slices the RTSTRUCT references are not in the image {label}; {contours_missing_sop} contours reference them, {contours_missing_sop_placed} of which lie on a slice plane of the image and are drawn, {contours_missing_sop_placed_2} are not.</source>
        <translation>{missing_sops_count} Schichten, auf die das RTSTRUCT verweist, sind nicht im Bild {label}; {contours_missing_sop} Konturen verweisen auf sie, davon liegen {contours_missing_sop_placed} auf einer Schichtebene des Bildes und werden gezeichnet, {contours_missing_sop_placed_2} nicht.</translation>
    </message>
    <message>
        <source>Add the missing slices to the folder (the series is incomplete), or open the RTSTRUCT with the series it was drawn on.</source>
        <translation>Fügen Sie die fehlenden Schichten dem Ordner hinzu (die Serie ist unvollständig), oder öffnen Sie das RTSTRUCT mit der Serie, auf der es gezeichnet wurde.</translation>
    </message>
    <message>
        <source>{sop_slice_mismatch} contours reference one slice but lie in the plane of another; they are drawn where they lie.</source>
        <translation>{sop_slice_mismatch} Konturen verweisen auf eine Schicht, liegen aber in der Ebene einer anderen; sie werden dort gezeichnet, wo sie liegen.</translation>
    </message>
    <message>
        <source>Trust the geometry; the writer&apos;s image references are stale.</source>
        <translation>Vertrauen Sie der Geometrie; die Bildverweise des Schreibers sind veraltet.</translation>
    </message>
    <message>
        <source>{off_plane} contours lie off every slice plane of {label} by up to {max_off} ({voxel_n} slices; tolerance {tolerance}); each is drawn on its nearest slice.</source>
        <translation>{off_plane} Konturen liegen um bis zu {max_off} ({voxel_n} Schichten; Toleranz {tolerance}) neben jeder Schichtebene von {label}; jede wird auf ihrer nächstgelegenen Schicht gezeichnet.</translation>
    </message>
    <message>
        <source>Check that the RTSTRUCT was drawn on this series (slice positions, not only the Frame of Reference); a shift that is the same for every contour is a z offset between the two.</source>
        <translation>Prüfen Sie, ob das RTSTRUCT auf dieser Serie gezeichnet wurde (Schichtpositionen, nicht nur das Bezugssystem); eine Verschiebung, die für jede Kontur gleich ist, ist ein z-Versatz zwischen den beiden.</translation>
    </message>
    <message>
        <source>{np} of {closed_total} closed contours lie on no slice of {label} ({not_placed_outside} beyond its first or last slice, {not_placed_gap} between slices, up to {max_not_placed_off} from the nearest) and are not drawn: nothing could be drawn.</source>
        <translation>{np} von {closed_total} geschlossenen Konturen liegen auf keiner Schicht von {label} ({not_placed_outside} jenseits der ersten oder letzten Schicht, {not_placed_gap} zwischen Schichten, bis zu {max_not_placed_off} von der nächsten entfernt) und werden nicht gezeichnet: Nichts konnte gezeichnet werden.</translation>
    </message>
    <message>
        <source>{np} of {closed_total} closed contours lie on no slice of {label} ({not_placed_outside} beyond its first or last slice, {not_placed_gap} between slices, up to {max_not_placed_off} from the nearest) and are not drawn.</source>
        <translation>{np} von {closed_total} geschlossenen Konturen liegen auf keiner Schicht von {label} ({not_placed_outside} jenseits der ersten oder letzten Schicht, {not_placed_gap} zwischen Schichten, bis zu {max_not_placed_off} von der nächsten entfernt) und werden nicht gezeichnet.</translation>
    </message>
    <message>
        <source>Open the RTSTRUCT with the series it references; if that is this one, its slices are incomplete.</source>
        <translation>Öffnen Sie das RTSTRUCT mit der Serie, auf die es verweist; ist es diese, sind ihre Schichten unvollständig.</translation>
    </message>
    <message>
        <source>{not_planar} closed contours are not flat in the image&apos;s slice planes (their points spread {max_spread} along the slice normal); each is drawn on the slice of its mean position.</source>
        <translation>{not_planar} geschlossene Konturen sind in den Schichtebenen des Bildes nicht flach (ihre Punkte streuen um {max_spread} entlang der Schichtnormalen); jede wird auf der Schicht ihrer mittleren Position gezeichnet.</translation>
    </message>
    <message>
        <source>Check that the image&apos;s orientation is the one the contours were drawn on.</source>
        <translation>Prüfen Sie, ob die Orientierung des Bildes diejenige ist, auf der die Konturen gezeichnet wurden.</translation>
    </message>
    <message>
        <source>{beyond_in_plane} contours reach up to {max_beyond_mm} beyond the edge of {label}; the part outside the image is cut off.</source>
        <translation>{beyond_in_plane} Konturen reichen bis zu {max_beyond_mm} über den Rand von {label} hinaus; der Teil außerhalb des Bildes wird abgeschnitten.</translation>
    </message>
    <message>
        <source>Check the image&apos;s field of view, or that this is the image the contours belong to.</source>
        <translation>Prüfen Sie das Sichtfeld des Bildes, oder ob dies das Bild ist, zu dem die Konturen gehören.</translation>
    </message>
    <message>
        <source>{total} contours are points or open lines (POINT, OPEN_PLANAR, OPEN_NONPLANAR): they enclose no area and are not drawn.</source>
        <translation>{total} Konturen sind Punkte oder offene Linien (POINT, OPEN_PLANAR, OPEN_NONPLANAR): Sie umschließen keine Fläche und werden nicht gezeichnet.</translation>
    </message>
    <message>
        <source>Volumes measured from these polygons (a planning system&apos;s DVH, plastimatch, pydicom-based tools) are smaller than the mask they were made from: re-export with contours on voxel borders, or compare structures by voxel counts.</source>
        <translation>Aus diesen Polygonen gemessene Volumen (das DVH eines Planungssystems, plastimatch, pydicom-basierte Werkzeuge) sind kleiner als die Maske, aus der sie erstellt wurden: Exportieren Sie erneut mit Konturen auf Voxelgrenzen, oder vergleichen Sie Strukturen anhand der Voxelzahlen.</translation>
    </message>
    <message>
        <source>{overlaps_count} pairs of ROIs overlap; they are kept in {label_maps_count} label maps, none merged or dropped.</source>
        <translation>{overlaps_count} ROI-Paare überlappen; sie werden in {label_maps_count} Labelkarten gehalten, keine zusammengeführt oder verworfen.</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames are unevenly spaced ({u_count} positions), so its own grid places them up to {worst_deviation} from where they are stored.</source>
        <translation>Die Frames des SEG sind ungleichmäßig verteilt ({u_count} Positionen), daher platziert sein eigenes Gitter sie bis zu {worst_deviation} von der gespeicherten Stelle entfernt.</translation>
    </message>
    <message>
        <source>Open the SEG with the image it references, whose slice positions place each frame exactly.</source>
        <translation>Öffnen Sie das SEG mit dem Bild, auf das es verweist; dessen Schichtpositionen platzieren jeden Frame exakt.</translation>
    </message>
    <message>
        <source>Rewrite the SEG with each frame&apos;s ImagePositionPatient copied from the slice it was drawn on (the writer took SliceThickness for the spacing between slices).</source>
        <translation>Schreiben Sie das SEG neu, wobei die ImagePositionPatient jedes Frames von der Schicht kopiert wird, auf der er gezeichnet wurde (der Schreiber hat SliceThickness als Abstand zwischen den Schichten genommen).</translation>
    </message>
    <message>
        <source>Rewrite the SEG with each frame&apos;s ImagePositionPatient copied from the slice it was drawn on, or check that it belongs to this image.</source>
        <translation>Schreiben Sie das SEG neu, wobei die ImagePositionPatient jedes Frames von der Schicht kopiert wird, auf der er gezeichnet wurde, oder prüfen Sie, ob es zu diesem Bild gehört.</translation>
    </message>
    <message>
        <source>The SEG is shown on its own grid, {grid_source}, because no image it references was given.</source>
        <translation>Das SEG wird auf seinem eigenen Gitter angezeigt, {grid_source}, weil kein Bild angegeben wurde, auf das es verweist.</translation>
    </message>
    <message>
        <source>Open the SEG together with the image series it references.</source>
        <translation>Öffnen Sie das SEG zusammen mit der Bildserie, auf die es verweist.</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames do not lie on the pixel grid of {label}: {why}.</source>
        <translation>Die Frames des SEG liegen nicht auf dem Pixelgitter von {label}: {why}.</translation>
    </message>
    <message>
        <source>Resample the segmentation onto the image before comparing voxels, or check that it belongs to this image.</source>
        <translation>Resampeln Sie die Segmentierung auf das Bild, bevor Sie Voxel vergleichen, oder prüfen Sie, ob sie zu diesem Bild gehört.</translation>
    </message>
    <message>
        <source>{missing_count} slice(s) appear to be missing: some gaps are whole multiples of the {typical} mm slice spacing.</source>
        <translation>{missing_count} Schicht(en) scheinen zu fehlen: Einige Lücken sind ganze Vielfache des Schichtabstands von {typical} mm.</translation>
    </message>
    <message>
        <source>Check that every file of the series was exported; the volume is built with an even spacing and is distorted where slices are missing.</source>
        <translation>Prüfen Sie, ob jede Datei der Serie exportiert wurde; das Volumen wird mit gleichmäßigem Abstand aufgebaut und ist dort verzerrt, wo Schichten fehlen.</translation>
    </message>
    <message>
        <source>Slice spacing is uneven: gaps between slices range from {min_gap} to {max_gap} mm (typical {typical} mm).</source>
        <translation>Der Schichtabstand ist ungleichmäßig: Die Lücken zwischen Schichten reichen von {min_gap} bis {max_gap} mm (typisch {typical} mm).</translation>
    </message>
    <message>
        <source>Resample the slices onto an even grid (e.g. dcm2niix or ITK&apos;s series reader with interpolation) before using the volume; voxels are placed at the mean gap.</source>
        <translation>Resampeln Sie die Schichten auf ein gleichmäßiges Gitter (z. B. dcm2niix oder der Serienleser von ITK mit Interpolation), bevor Sie das Volumen verwenden; Voxel werden in der mittleren Lücke platziert.</translation>
    </message>
    <message>
        <source>The slices are stacked at {angle} degrees to their normal (gantry tilt): the last slice is shifted by {shift} mm in-plane relative to an orthogonal grid.</source>
        <translation>Die Schichten sind im Winkel von {angle} Grad zu ihrer Normalen gestapelt (Gantry-Neigung): Die letzte Schicht ist gegenüber einem orthogonalen Gitter um {shift} mm in der Ebene verschoben.</translation>
    </message>
    <message>
        <source>Correct the tilt by resampling (dcm2niix does this and writes a _Tilt_ file) before comparing with other volumes; the loaded grid ignores the shear.</source>
        <translation>Korrigieren Sie die Neigung durch Resampling (dcm2niix tut das und schreibt eine _Tilt_-Datei), bevor Sie mit anderen Volumen vergleichen; das geladene Gitter ignoriert die Scherung.</translation>
    </message>
    <message>
        <source>InstanceNumber order is the reverse of the spatial order along the slice normal; the slices were sorted by position.</source>
        <translation>Die Reihenfolge der InstanceNumber ist umgekehrt zur räumlichen Reihenfolge entlang der Schichtnormalen; die Schichten wurden nach Position sortiert.</translation>
    </message>
    <message>
        <source>Never stack these files by InstanceNumber or file name: that flips the slice axis.</source>
        <translation>Stapeln Sie diese Dateien niemals nach InstanceNumber oder Dateiname: Das spiegelt die Schichtachse.</translation>
    </message>
    <message>
        <source>InstanceNumber order is shuffled relative to the spatial order along the slice normal; the slices were sorted by position.</source>
        <translation>Die Reihenfolge der InstanceNumber ist gegenüber der räumlichen Reihenfolge entlang der Schichtnormalen durcheinander; die Schichten wurden nach Position sortiert.</translation>
    </message>
    <message>
        <source>Never stack these files by InstanceNumber or file name: that scrambles the slices.</source>
        <translation>Stapeln Sie diese Dateien niemals nach InstanceNumber oder Dateiname: Das bringt die Schichten durcheinander.</translation>
    </message>
    <message>
        <source>Rescale slope/intercept differ between slices ({pairs_count} pairs); the voxels were converted to real values as float32.</source>
        <translation>Rescale Slope/Intercept unterscheiden sich zwischen Schichten ({pairs_count} Paare); die Voxel wurden als float32 in reale Werte umgerechnet.</translation>
    </message>
    <message>
        <source>Apply each slice&apos;s own slope and intercept; a single scl_slope/scl_inter for the volume would be wrong.</source>
        <translation>Wenden Sie Slope und Intercept jeder einzelnen Schicht an; ein einziges scl_slope/scl_inter für das Volumen wäre falsch.</translation>
    </message>
    <message>
        <source>The pixel data uses the transfer syntax {transfer_syntax_names} ({uid}), which this program cannot decode.</source>
        <translation>Die Pixeldaten verwenden die Transfer-Syntax {transfer_syntax_names} ({uid}), die dieses Programm nicht dekodieren kann.</translation>
    </message>
    <message>
        <source>Convert the files to an uncompressed transfer syntax (e.g. dcmconv +te, or gdcmconv --raw) and load them again.</source>
        <translation>Konvertieren Sie die Dateien in eine unkomprimierte Transfer-Syntax (z. B. dcmconv +te oder gdcmconv --raw) und laden Sie sie erneut.</translation>
    </message>
    <message>
        <source>The images are colour ({samples_per_pixel} samples per pixel, {photometric}), which is not supported.</source>
        <translation>Die Bilder sind farbig ({samples_per_pixel} Samples pro Pixel, {photometric}), was nicht unterstützt wird.</translation>
    </message>
    <message>
        <source>The images use {bits_allocated} bits per stored sample, which is not supported.</source>
        <translation>Die Bilder verwenden {bits_allocated} Bit pro gespeichertem Sample, was nicht unterstützt wird.</translation>
    </message>
    <message>
        <source>Convert the series to single-sample 8, 16 or 32 bit images first.</source>
        <translation>Konvertieren Sie die Serie zuerst in Einkanalbilder mit 8, 16 oder 32 Bit.</translation>
    </message>
    <message>
        <source>Some frames carry no usable {names} ({fallbacks}): the volume&apos;s position, orientation or size in world space is made up.</source>
        <translation>Einige Frames tragen kein verwendbares {names} ({fallbacks}): Position, Orientierung oder Größe des Volumens in Weltkoordinaten sind erfunden.</translation>
    </message>
    <message>
        <source>Some images carry no usable {names} ({fallbacks}): the volume&apos;s position, orientation or size in world space is made up.</source>
        <translation>Einige Bilder tragen kein verwendbares {names} ({fallbacks}): Position, Orientierung oder Größe des Volumens in Weltkoordinaten sind erfunden.</translation>
    </message>
    <message>
        <source>Do not trust positions or orientation of this series in world space; re-export it with its geometry attributes.</source>
        <translation>Vertrauen Sie Positionen oder Orientierung dieser Serie in Weltkoordinaten nicht; exportieren Sie sie mit ihren Geometrieattributen neu.</translation>
    </message>
    <message>
        <source>{dropped_images_count} image(s) repeat a slice position without forming whole volumes and were left out.</source>
        <translation>{dropped_images_count} Bild(er) wiederholen eine Schichtposition, ohne ganze Volumen zu bilden, und wurden ausgelassen.</translation>
    </message>
    <message>
        <source>Remove duplicate files or split the series (e.g. by AcquisitionNumber) before loading.</source>
        <translation>Entfernen Sie doppelte Dateien oder teilen Sie die Serie auf (z. B. nach AcquisitionNumber), bevor Sie laden.</translation>
    </message>
    <message>
        <source>{duplicate_files_count} file(s) repeat the SOPInstanceUID of another file (copies of one image) and were left out.</source>
        <translation>{duplicate_files_count} Datei(en) wiederholen die SOPInstanceUID einer anderen Datei (Kopien eines Bildes) und wurden ausgelassen.</translation>
    </message>
    <message>
        <source>Remove the duplicate files from the folder.</source>
        <translation>Entfernen Sie die doppelten Dateien aus dem Ordner.</translation>
    </message>
    <message>
        <source>The series has a single slice; its thickness of {spacing} mm comes from {assumed}.</source>
        <translation>Die Serie hat eine einzige Schicht; ihre Dicke von {spacing} mm stammt aus {assumed}.</translation>
    </message>
    <message>
        <source>The series holds images in {indices_count} different orientations or grids; each part loads as its own volume.</source>
        <translation>Die Serie enthält Bilder in {indices_count} verschiedenen Orientierungen oder Gittern; jeder Teil wird als eigenes Volumen geladen.</translation>
    </message>
    <message>
        <source>Load each part separately (e.g. localizer and axial stack); do not stack them into one volume.</source>
        <translation>Laden Sie jeden Teil getrennt (z. B. Localizer und axialen Stapel); stapeln Sie sie nicht zu einem Volumen.</translation>
    </message>
    <message>
        <source>The series was split into {indices_count} volumes because its images differ in size, echo, image type (magnitude, phase, real, imaginary, field map), units or pixel spacing.</source>
        <translation>Die Serie wurde in {indices_count} Volumen aufgeteilt, weil sich ihre Bilder in Größe, Echo, Bildtyp (Magnitude, Phase, Real, Imaginär, Feldkarte), Einheiten oder Pixelabstand unterscheiden.</translation>
    </message>
    <message>
        <source>The folder holds {entries_count} series; each is loaded and converted separately.</source>
        <translation>Der Ordner enthält {entries_count} Serien; jede wird getrennt geladen und konvertiert.</translation>
    </message>
    <message>
        <source>Pick one with --series, or convert into a folder to get one file per series.</source>
        <translation>Wählen Sie eine mit --series, oder konvertieren Sie in einen Ordner, um eine Datei pro Serie zu erhalten.</translation>
    </message>
    <message>
        <source>The series the object references ({label}, in {where}) was found but could not be loaded: {message}</source>
        <translation>Die Serie, auf die das Objekt verweist ({label}, in {where}), wurde gefunden, konnte aber nicht geladen werden: {message}</translation>
    </message>
    <message>
        <source>Give a readable copy of the image with --reference IMAGE.</source>
        <translation>Geben Sie mit --reference IMAGE eine lesbare Kopie des Bildes an.</translation>
    </message>
    <message>
        <source>Segments overlap in {overlaps} voxels; the checks see one label map in which the segment stored later wins there.</source>
        <translation>Segmente überlappen in {overlaps} Voxeln; die Prüfungen sehen eine Labelkarte, in der dort das später gespeicherte Segment gewinnt.</translation>
    </message>
    <message>
        <source>scl_slope is 0, so the intercept {scl_inter} was ignored and the stored values are used unscaled, as the standard says.</source>
        <translation>scl_slope ist 0, daher wurde der Intercept {scl_inter} ignoriert und die gespeicherten Werte werden unskaliert verwendet, wie es der Standard vorschreibt.</translation>
    </message>
    <message>
        <source>Set scl_slope to 1 if the intercept was meant to apply.</source>
        <translation>Setzen Sie scl_slope auf 1, falls der Intercept angewendet werden sollte.</translation>
    </message>
    <message>
        <source>{bad} voxels are NaN or infinite ({percent}% of the image).</source>
        <translation>{bad} Voxel sind NaN oder unendlich ({percent}% des Bildes).</translation>
    </message>
    <message>
        <source>Replace non-finite voxels (e.g. with 0) before training or inference; most losses and normalisations turn one NaN into all NaN.</source>
        <translation>Ersetzen Sie nicht-endliche Voxel (z. B. durch 0) vor Training oder Inferenz; die meisten Losses und Normalisierungen machen aus einem NaN lauter NaN.</translation>
    </message>
    <message>
        <source>The image has {volume_count} time points but pixdim[4] (the time between them) is not set.</source>
        <translation>Das Bild hat {volume_count} Zeitpunkte, aber pixdim[4] (die Zeit zwischen ihnen) ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>Set pixdim[4] to the repetition time and xyzt_units to seconds.</source>
        <translation>Setzen Sie pixdim[4] auf die Repetitionszeit und xyzt_units auf Sekunden.</translation>
    </message>
    <message>
        <source>The image has dimensions beyond time (dim[0] = {dim}); they were flattened into {count} volumes.</source>
        <translation>Das Bild hat Dimensionen über die Zeit hinaus (dim[0] = {dim}); sie wurden zu {count} Volumen abgeflacht.</translation>
    </message>
    <message>
        <source>Check that the volume order (time fastest, then dimension 5, ...) is what your pipeline expects.</source>
        <translation>Prüfen Sie, ob die Volumenreihenfolge (Zeit am schnellsten, dann Dimension 5, ...) dem entspricht, was Ihre Pipeline erwartet.</translation>
    </message>
    <message>
        <source>The voxels are stored as uint64 (as numpy&apos;s argmax and SimpleITK&apos;s sitkInt64 write label maps); they are read as int32, which holds every label.</source>
        <translation>Die Voxel sind als uint64 gespeichert (so schreiben argmax von numpy und sitkInt64 von SimpleITK Labelkarten); sie werden als int32 gelesen, das jedes Label fasst.</translation>
    </message>
    <message>
        <source>The voxels are stored as int64 (as numpy&apos;s argmax and SimpleITK&apos;s sitkInt64 write label maps); they are read as int32, which holds every label.</source>
        <translation>Die Voxel sind als int64 gespeichert (so schreiben argmax von numpy und sitkInt64 von SimpleITK Labelkarten); sie werden als int32 gelesen, das jedes Label fasst.</translation>
    </message>
    <message>
        <source>Save label maps as uint8 or int16: many tools (nibabel 4 and later, FSL) refuse 64-bit integers.</source>
        <translation>Speichern Sie Labelkarten als uint8 oder int16: Viele Werkzeuge (nibabel ab Version 4, FSL) lehnen 64-Bit-Ganzzahlen ab.</translation>
    </message>
    <message>
        <source>The header&apos;s bitpix ({bitpix}) disagrees with its datatype {value} ({bits} bits); the datatype was used.</source>
        <translation>bitpix ({bitpix}) im Header widerspricht seinem Datentyp {value} ({bits} Bit); der Datentyp wurde verwendet.</translation>
    </message>
    <message>
        <source>Rewrite the header so that bitpix matches the datatype.</source>
        <translation>Schreiben Sie den Header neu, sodass bitpix zum Datentyp passt.</translation>
    </message>
    <message>
        <source>The header does not state its spatial units; millimetres were assumed.</source>
        <translation>Der Header gibt seine räumlichen Einheiten nicht an; Millimeter wurden angenommen.</translation>
    </message>
    <message>
        <source>The header states spatial units of {spatial_units}, but spacing and positions were read as millimetres.</source>
        <translation>Der Header gibt räumliche Einheiten von {spatial_units} an, aber Abstände und Positionen wurden als Millimeter gelesen.</translation>
    </message>
    <message>
        <source>Set xyzt_units to millimetres (and scale the affine if the values are not in mm).</source>
        <translation>Setzen Sie xyzt_units auf Millimeter (und skalieren Sie die Affine, falls die Werte nicht in mm sind).</translation>
    </message>
    <message>
        <source>Tools that read the qform (some ITK versions, FSL&apos;s qform-first tools) place this image elsewhere: make both forms equal, e.g. with nibabel set_qform(img.get_sform()).</source>
        <translation>Werkzeuge, die die qform lesen (einige ITK-Versionen, die qform-zuerst-Werkzeuge von FSL), platzieren dieses Bild anderswo: Gleichen Sie beide Formen an, z. B. mit nibabel set_qform(img.get_sform()).</translation>
    </message>
    <message>
        <source>pixdim[{worst_axis}] is {worst_axis_2} mm but the {geometry_source} column has length {length} mm; the {geometry_source} was used.</source>
        <translation>pixdim[{worst_axis}] ist {worst_axis_2} mm, aber die Spalte der {geometry_source} hat die Länge {length} mm; die {geometry_source} wurde verwendet.</translation>
    </message>
    <message>
        <source>Tools that take spacing from pixdim (resampling, some loaders) will use the wrong voxel size: rewrite pixdim from the matrix&apos;s column lengths.</source>
        <translation>Werkzeuge, die den Abstand aus pixdim nehmen (Resampling, einige Lader), verwenden die falsche Voxelgröße: Schreiben Sie pixdim aus den Spaltenlängen der Matrix neu.</translation>
    </message>
    <message>
        <source>The sform has a shear of {shear} degrees (its axes are not perpendicular), which a qform or an ITK image cannot represent.</source>
        <translation>Die sform hat eine Scherung von {shear} Grad (ihre Achsen stehen nicht senkrecht), die eine qform oder ein ITK-Bild nicht darstellen kann.</translation>
    </message>
    <message>
        <source>Resample the image onto an orthogonal grid, or replace the sform by the qform if the shear is unintended.</source>
        <translation>Resampeln Sie das Bild auf ein orthogonales Gitter, oder ersetzen Sie die sform durch die qform, falls die Scherung unbeabsichtigt ist.</translation>
    </message>
    <message>
        <source>pixdim[{front}] is {front_2}, not a positive voxel size; its absolute value, or 1 mm for 0 or a non-finite value, was used.</source>
        <translation>pixdim[{front}] ist {front_2}, keine positive Voxelgröße; der Absolutwert, oder 1 mm bei 0 oder einem nicht-endlichen Wert, wurde verwendet.</translation>
    </message>
    <message>
        <source>Write positive voxel sizes into pixdim[1..3].</source>
        <translation>Schreiben Sie positive Voxelgrößen in pixdim[1..3].</translation>
    </message>
    <message>
        <source>Analyze 7.5 files store no orientation, so left-right was assumed to be flipped (LAS) with the origin at the centre, as nibabel and SPM do.</source>
        <translation>Analyze-7.5-Dateien speichern keine Orientierung, daher wurde links-rechts als gespiegelt (LAS) mit dem Ursprung in der Mitte angenommen, wie es nibabel und SPM tun.</translation>
    </message>
    <message>
        <source>Both qform_code and sform_code are 0, so the orientation is unknown and LAS with the origin at the centre was assumed, as nibabel does.</source>
        <translation>qform_code und sform_code sind beide 0, daher ist die Orientierung unbekannt, und LAS mit dem Ursprung in der Mitte wurde angenommen, wie es nibabel tut.</translation>
    </message>
    <message>
        <source>Reconvert the image from DICOM (e.g. with dcm2niix) or set the sform from the scanner geometry; left-right may be wrong.</source>
        <translation>Konvertieren Sie das Bild erneut aus DICOM (z. B. mit dcm2niix) oder setzen Sie die sform aus der Scannergeometrie; links-rechts könnte falsch sein.</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; reconvert it from DICOM or rewrite its sform from the scanner geometry.</source>
        <translation>Vergleichen Sie dieses Bild nicht in Weltkoordinaten mit anderen; konvertieren Sie es erneut aus DICOM oder schreiben Sie seine sform aus der Scannergeometrie neu.</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its {geometry_source} gives {problem}; 1 mm voxels at the origin were assumed.</source>
        <translation>Das Bild ist ohne echte Geometrie platziert: Seine {geometry_source} ergibt {problem}; 1-mm-Voxel am Ursprung wurden angenommen.</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space.</source>
        <translation>Vergleichen Sie dieses Bild nicht in Weltkoordinaten mit anderen.</translation>
    </message>
    <message>
        <source>The qform quaternion (b, c, d) is longer than 1, so it was normalised before use.</source>
        <translation>Das qform-Quaternion (b, c, d) ist länger als 1, daher wurde es vor der Verwendung normalisiert.</translation>
    </message>
    <message>
        <source>Rewrite the qform from a proper rotation.</source>
        <translation>Schreiben Sie die qform aus einer echten Drehung neu.</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its header&apos;s {problem}, so {what} was assumed.</source>
        <translation>Das Bild ist ohne echte Geometrie platziert: Im Header gilt: {problem}, daher wurde {what} angenommen.</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; rewrite the header&apos;s spacing, origin and direction from the scanner geometry.</source>
        <translation>Vergleichen Sie dieses Bild nicht in Weltkoordinaten mit anderen; schreiben Sie Abstand, Ursprung und Richtung des Headers aus der Scannergeometrie neu.</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its header leaves the {what} unknown ({field}), and ITK put {put} in its place.</source>
        <translation>Das Bild ist ohne echte Geometrie platziert: Sein Header lässt {what} offen ({field}), und ITK hat {put} an seine Stelle gesetzt.</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; write the NRRD&apos;s space origin and space directions from the scanner geometry.</source>
        <translation>Vergleichen Sie dieses Bild nicht in Weltkoordinaten mit anderen; schreiben Sie space origin und space directions des NRRD aus der Scannergeometrie.</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the sform was used.</source>
        <translation>qform und sform weichen an den Volumenecken um bis zu {max_corner_distance} mm ({max_corner_distance_voxels} Voxel) voneinander ab; die sform wurde verwendet.</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}); the sform was used.</source>
        <translation>qform und sform weichen an den Volumenecken um bis zu {max_corner_distance} mm ({max_corner_distance_voxels} Voxel) voneinander ab; die qform ist eine Spiegelung der sform entlang der Voxelachse {axis} ({world_axis}); die sform wurde verwendet.</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}) and voxel axis {axis_2} ({world_axis_2}); the sform was used.</source>
        <translation>qform und sform weichen an den Volumenecken um bis zu {max_corner_distance} mm ({max_corner_distance_voxels} Voxel) voneinander ab; die qform ist eine Spiegelung der sform entlang der Voxelachse {axis} ({world_axis}) und der Voxelachse {axis_2} ({world_axis_2}); die sform wurde verwendet.</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}) and voxel axis {axis_2} ({world_axis_2}) and voxel axis {axis_3} ({world_axis_3}); the sform was used.</source>
        <translation>qform und sform weichen an den Volumenecken um bis zu {max_corner_distance} mm ({max_corner_distance_voxels} Voxel) voneinander ab; die qform ist eine Spiegelung der sform entlang der Voxelachse {axis} ({world_axis}), der Voxelachse {axis_2} ({world_axis_2}) und der Voxelachse {axis_3} ({world_axis_3}); die sform wurde verwendet.</translation>
    </message>
    <message>
        <source>The {form} is degenerate ({why}), so it was not used; the {used} placed the image.</source>
        <translation>Die {form} ist entartet ({why}), daher wurde sie nicht verwendet; die {used} hat das Bild platziert.</translation>
    </message>
    <message>
        <source>The {form} holds a non-finite number ({why}), so it was not used; the {used} placed the image.</source>
        <translation>Die {form} enthält eine nicht-endliche Zahl ({why}), daher wurde sie nicht verwendet; die {used} hat das Bild platziert.</translation>
    </message>
    <message>
        <source>Rewrite the {form} from the scanner geometry, or set {form}_code to 0 so that no tool uses it.</source>
        <translation>Schreiben Sie die {form} aus der Scannergeometrie neu, oder setzen Sie {form}_code auf 0, damit kein Werkzeug sie verwendet.</translation>
    </message>
    <message>
        <source>{count} contours hold a count of ContourData numbers that is not a multiple of 3; the incomplete last point is left out.</source>
        <translation>{count} Konturen enthalten eine Anzahl von ContourData-Zahlen, die kein Vielfaches von 3 ist; der unvollständige letzte Punkt wird ausgelassen.</translation>
    </message>
    <message>
        <source>{count} contours hold points that are NaN, infinite or unreadable; those points are left out and the rest of each contour is kept.</source>
        <translation>{count} Konturen enthalten Punkte, die NaN, unendlich oder unlesbar sind; diese Punkte werden ausgelassen und der Rest jeder Kontur wird behalten.</translation>
    </message>
    <message>
        <source>{count} contours hold points more than 100 m from the origin; those points are left out.</source>
        <translation>{count} Konturen enthalten Punkte, die mehr als 100 m vom Ursprung entfernt sind; diese Punkte werden ausgelassen.</translation>
    </message>
    <message>
        <source>{count} contours declare a NumberOfContourPoints that is not the number of points in their ContourData; the ContourData is used.</source>
        <translation>{count} Konturen geben eine NumberOfContourPoints an, die nicht der Zahl der Punkte in ihren ContourData entspricht; die ContourData werden verwendet.</translation>
    </message>
    <message>
        <source>{count} closed contours have fewer than 3 usable points and enclose nothing.</source>
        <translation>{count} geschlossene Konturen haben weniger als 3 verwendbare Punkte und umschließen nichts.</translation>
    </message>
    <message>
        <source>{count} contours have a ContourGeometricType that is not one DICOM defines; they are not filled.</source>
        <translation>{count} Konturen haben einen ContourGeometricType, den DICOM nicht definiert; sie werden nicht gefüllt.</translation>
    </message>
    <message>
        <source>Re-export the structure set from the contouring system; check the writer.</source>
        <translation>Exportieren Sie das Structure Set erneut aus dem Konturierungssystem; prüfen Sie den Schreiber.</translation>
    </message>
    <message>
        <source>{frames_off_plane} of {frames} SEG frames lie off the slice planes of {image}, by up to {max_offset} ({max_offset_voxels} slices).</source>
        <translation>{frames_off_plane} von {frames} SEG-Frames liegen neben den Schichtebenen von {image}, um bis zu {max_offset} ({max_offset_voxels} Schichten).</translation>
    </message>
    <message>
        <source>{frames_off_plane} of {frames} SEG frames lie off the slice planes of {image}, by up to {max_offset} ({max_offset_voxels} slices): the SEG&apos;s frames are {seg_frame_spacing} apart, the image&apos;s SliceThickness, while its slices are {image_slice_spacing} apart.</source>
        <translation>{frames_off_plane} von {frames} SEG-Frames liegen neben den Schichtebenen von {image}, um bis zu {max_offset} ({max_offset_voxels} Schichten): Die Frames des SEG liegen {seg_frame_spacing} auseinander, die SliceThickness des Bildes, während seine Schichten {image_slice_spacing} auseinanderliegen.</translation>
    </message>
    <message>
        <source>The file stores 64-bit integer voxels; they were read as {type}, which holds every value exactly.</source>
        <translation>Die Datei speichert 64-Bit-Ganzzahl-Voxel; sie wurden als {type} gelesen, das jeden Wert exakt fasst.</translation>
    </message>
    <message>
        <source>Save label maps and masks as uint8 or int16 to quarter the file size.</source>
        <translation>Speichern Sie Labelkarten und Masken als uint8 oder int16, um die Dateigröße zu vierteln.</translation>
    </message>
    <message>
        <source>{rois} ROIs have contours whose vertices lie on voxel centres: they trace the centres of the edge voxels, not their outer borders, which shrinks each outline by about half a voxel (up to {shrink} here). Voxels on the contour are drawn, so the mask here keeps them.</source>
        <translation>{rois} ROIs haben Konturen, deren Eckpunkte auf Voxelmitten liegen: Sie verfolgen die Mitten der Randvoxel, nicht deren äußere Grenzen, was jeden Umriss um etwa einen halben Voxel schrumpfen lässt (hier bis zu {shrink}). Voxel auf der Kontur werden gezeichnet, daher behält die Maske sie hier.</translation>
    </message>
    <message>
        <source>sizes differ</source>
        <translation>Größen unterscheiden sich</translation>
    </message>
    <message>
        <source>spacing differs by up to {spacing_difference} mm</source>
        <translation>Abstand unterscheidet sich um bis zu {spacing_difference} mm</translation>
    </message>
    <message>
        <source>origin differs by {origin_distance} mm ({origin_distance_voxels} voxels)</source>
        <translation>Ursprung unterscheidet sich um {origin_distance} mm ({origin_distance_voxels} Voxel)</translation>
    </message>
    <message>
        <source>axes differ by up to {direction_angle} deg</source>
        <translation>Achsen unterscheiden sich um bis zu {direction_angle} Grad</translation>
    </message>
    <message>
        <source>corners differ by up to {corner_distance} mm ({corner_distance_voxels} voxels)</source>
        <translation>Ecken unterscheiden sich um bis zu {corner_distance} mm ({corner_distance_voxels} Voxel)</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters</source>
        <translation>Ein endlicher Gradient ungleich null erreicht {reached} von {parameters} Parametern</translation>
    </message>
    <message>
        <source>the output is detached from the parameters</source>
        <translation>die Ausgabe ist von den Parametern abgekoppelt</translation>
    </message>
    <message>
        <source>frozen: {names}</source>
        <translation>eingefroren: {names}</translation>
    </message>
    <message>
        <source>zero gradient: {names}</source>
        <translation>Gradient null: {names}</translation>
    </message>
    <message>
        <source>The preprocessed input holds {non_finite_inputs} NaN or Inf voxels (outside the patch examined here).</source>
        <translation>Die vorverarbeitete Eingabe enthält {non_finite_inputs} NaN- oder Inf-Voxel (außerhalb des hier untersuchten Patches).</translation>
    </message>
    <message>
        <source>Check the image and the preprocessing (division by a zero std).</source>
        <translation>Prüfen Sie das Bild und die Vorverarbeitung (Division durch eine Standardabweichung von null).</translation>
    </message>
    <message>
        <source>{where} is not finite: {nonfinite_values} of {values} values ({nonfinite_percent}%) are NaN or infinite ({nan_values} NaN, {infinite_values} Inf), in {classes_affected} of {classes_total} classes: {classes}; labels made from it would be meaningless.</source>
        <translation>{where} ist nicht endlich: {nonfinite_values} von {values} Werten ({nonfinite_percent}%) sind NaN oder unendlich ({nan_values} NaN, {infinite_values} Inf), in {classes_affected} von {classes_total} Klassen: {classes}; daraus erzeugte Labels wären bedeutungslos.</translation>
    </message>
    <message>
        <source>Find where the NaN starts: the model activations experiment names the first layer with non-finite output; scan the input for NaN (image nan scan) and check for float16 overflow or a division by a zero standard deviation in the preprocessing.</source>
        <translation>Finden Sie heraus, wo das NaN beginnt: Das Experiment zu den Modellaktivierungen nennt die erste Ebene mit nicht-endlicher Ausgabe; scannen Sie die Eingabe auf NaN (image nan scan) und prüfen Sie auf float16-Überlauf oder eine Division durch eine Standardabweichung von null in der Vorverarbeitung.</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval(). {named_count} graph node(s) have their training flag fixed to True, so {effect}, and switching modules to eval changes nothing: {named}.</source>
        <translation>Das Modell wurde im Trainingsmodus getraced: Exportieren Sie es nach model.eval() erneut. Bei {named_count} Graphknoten ist das Trainings-Flag auf True festgelegt, daher {effect}, und das Umschalten der Module auf eval ändert nichts: {named}.</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.trace(model, example) and save again; the flag is a constant in the traced graph, not the module&apos;s training attribute.</source>
        <translation>Rufen Sie model.eval() vor torch.jit.trace(model, example) auf und speichern Sie erneut; das Flag ist eine Konstante im getraceten Graphen, nicht das training-Attribut des Moduls.</translation>
    </message>
    <message>
        <source>The model was saved in training mode: {named_count} submodule(s) that read self.training will behave as in training (dropout active, batch-norm statistics from the batch): {named}.</source>
        <translation>Das Modell wurde im Trainingsmodus gespeichert: {named_count} Submodul(e), die self.training lesen, verhalten sich wie im Training (Dropout aktiv, Batch-Norm-Statistiken aus dem Batch): {named}.</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.script/trace and save again, or run it with eval mode set (ScanSleuth&apos;s experiments report both).</source>
        <translation>Rufen Sie model.eval() vor torch.jit.script/trace auf und speichern Sie erneut, oder führen Sie es mit gesetztem Eval-Modus aus (die Experimente von ScanSleuth berichten beides).</translation>
    </message>
    <message>
        <source>{frozen_count} of {parameters_count} parameter tensors have requires_grad off (frozen): {frozen_count_2}, ....</source>
        <translation>{frozen_count} von {parameters_count} Parametertensoren haben requires_grad ausgeschaltet (eingefroren): {frozen_count_2}, ....</translation>
    </message>
    <message>
        <source>{frozen_count} of {parameters_count} parameter tensors have requires_grad off (frozen): {frozen_count_2}.</source>
        <translation>{frozen_count} von {parameters_count} Parametertensoren haben requires_grad ausgeschaltet (eingefroren): {frozen_count_2}.</translation>
    </message>
    <message>
        <source>Intended for fine-tuning; otherwise set requires_grad=True and give them to the optimiser.</source>
        <translation>Für Fine-Tuning gedacht; andernfalls setzen Sie requires_grad=True und übergeben Sie sie dem Optimierer.</translation>
    </message>
    <message>
        <source>Check that the model gives repeatable output (model determinism).</source>
        <translation>Prüfen Sie, ob das Modell wiederholbare Ausgaben liefert (Modelldeterminismus).</translation>
    </message>
    <message>
        <source>Compare the two specs step by step (model parity with --train-spec and --spec).</source>
        <translation>Vergleichen Sie die beiden Specs Schritt für Schritt (Modellparität mit --train-spec und --spec).</translation>
    </message>
    <message>
        <source>Normalise the tensors the same way in both pipelines.</source>
        <translation>Normalisieren Sie die Tensoren in beiden Pipelines auf dieselbe Weise.</translation>
    </message>
    <message>
        <source>Preprocess both the same way (model parity with --train-spec and --spec names the step).</source>
        <translation>Verarbeiten Sie beide auf dieselbe Weise vor (Modellparität mit --train-spec und --spec nennt den Schritt).</translation>
    </message>
    <message>
        <source>The model&apos;s output does not require grad although {trainable} parameters do: it is detached from the parameters (.detach(), torch.no_grad, .data or a numpy round trip in forward), so no parameter can learn.</source>
        <translation>Die Ausgabe des Modells benötigt keinen Gradienten, obwohl {trainable} Parameter einen benötigen: Sie ist von den Parametern abgekoppelt (.detach(), torch.no_grad, .data oder ein Umweg über numpy in forward), daher kann kein Parameter lernen.</translation>
    </message>
    <message>
        <source>Remove the .detach()/no_grad/.data/numpy step from forward, or apply it only after the loss.</source>
        <translation>Entfernen Sie den Schritt .detach()/no_grad/.data/numpy aus forward, oder wenden Sie ihn erst nach dem Loss an.</translation>
    </message>
    <message>
        <source>Map the labels to 0..C-1 (e.g. 255 -&gt; 1 for a binary mask) or set ignore_index.</source>
        <translation>Bilden Sie die Labels auf 0..C-1 ab (z. B. 255 -&gt; 1 bei einer binären Maske) oder setzen Sie ignore_index.</translation>
    </message>
    <message>
        <source>Return logits from forward and let the loss apply softmax (or use NLLLoss on log_softmax).</source>
        <translation>Geben Sie aus forward Logits zurück und lassen Sie den Loss das Softmax anwenden (oder verwenden Sie NLLLoss auf log_softmax).</translation>
    </message>
    <message>
        <source>Check the final layer&apos;s initialisation, the labels and the loss.</source>
        <translation>Prüfen Sie die Initialisierung der letzten Schicht, die Labels und den Loss.</translation>
    </message>
    <message>
        <source>Look at the named module&apos;s operation (log/sqrt/division of values &lt;= 0, overflow in float16) or the named parameter&apos;s last update (learning rate, loss scaling).</source>
        <translation>Sehen Sie sich die Operation des genannten Moduls an (log/sqrt/Division von Werten &lt;= 0, Überlauf in float16) oder die letzte Aktualisierung des genannten Parameters (Lernrate, Loss-Skalierung).</translation>
    </message>
    <message>
        <source>More than {k_dead_fraction} % of the values after {dead} are exactly zero: these ReLUs are dead, so nothing before them learns.</source>
        <translation>Mehr als {k_dead_fraction} % der Werte nach {dead} sind exakt null: Diese ReLUs sind tot, daher lernt nichts vor ihnen.</translation>
    </message>
    <message>
        <source>Check the bias and weight initialisation before the ReLU, the input&apos;s scale, and the learning rate; LeakyReLU avoids dead units.</source>
        <translation>Prüfen Sie die Initialisierung von Bias und Gewichten vor der ReLU, die Skala der Eingabe und die Lernrate; LeakyReLU vermeidet tote Einheiten.</translation>
    </message>
    <message>
        <source>Sigmoid/tanh outputs sit at their bounds: {saturated}; their gradient is nearly zero.</source>
        <translation>Sigmoid-/tanh-Ausgaben liegen an ihren Grenzen: {saturated}; ihr Gradient ist nahezu null.</translation>
    </message>
    <message>
        <source>Normalise the input, or lower the scale of the layer before the activation.</source>
        <translation>Normalisieren Sie die Eingabe, oder verringern Sie die Skala der Ebene vor der Aktivierung.</translation>
    </message>
    <message>
        <source>Activations grow out of range: {exploding}.</source>
        <translation>Aktivierungen wachsen über jeden Bereich hinaus: {exploding}.</translation>
    </message>
    <message>
        <source>Normalise the input (z-score), add normalisation layers, or scale down the initial weights.</source>
        <translation>Normalisieren Sie die Eingabe (z-Standardisierung), fügen Sie Normalisierungsebenen hinzu, oder skalieren Sie die Anfangsgewichte herunter.</translation>
    </message>
    <message>
        <source>Submodule(s) are in training mode ({modules}), but on this input eval mode gives bit-identical output: no measurable effect.</source>
        <translation>Submodule sind im Trainingsmodus ({modules}), aber auf dieser Eingabe liefert der Eval-Modus bitidentische Ausgabe: keine messbare Wirkung.</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.trace(model, example) and save again; switching modules to eval does nothing, the flag is a constant in the traced graph.</source>
        <translation>Rufen Sie model.eval() vor torch.jit.trace(model, example) auf und speichern Sie erneut; das Umschalten der Module auf eval bewirkt nichts, das Flag ist eine Konstante im getraceten Graphen.</translation>
    </message>
    <message>
        <source>The repeats differ because of {words}.</source>
        <translation>Die Wiederholungen unterscheiden sich wegen {words}.</translation>
    </message>
    <message>
        <source>Set torch.use_deterministic_algorithms(True), torch.backends.cudnn.deterministic = True and benchmark = False, and CUBLAS_WORKSPACE_CONFIG=:4096:8, when reruns must match.</source>
        <translation>Setzen Sie torch.use_deterministic_algorithms(True), torch.backends.cudnn.deterministic = True und benchmark = False sowie CUBLAS_WORKSPACE_CONFIG=:4096:8, wenn Wiederholungsläufe übereinstimmen müssen.</translation>
    </message>
    <message>
        <source>The repeats differ, and neither eval mode nor deterministic algorithms remove it.</source>
        <translation>Die Wiederholungen unterscheiden sich, und weder der Eval-Modus noch deterministische Algorithmen beseitigen das.</translation>
    </message>
    <message>
        <source>Look for randomness in the model&apos;s forward (torch.rand, dropout called as a function with training=True) or in the preprocessing.</source>
        <translation>Suchen Sie nach Zufall im forward des Modells (torch.rand, Dropout als Funktion mit training=True aufgerufen) oder in der Vorverarbeitung.</translation>
    </message>
    <message>
        <source>Unfreeze the final layer (requires_grad=True) and initialise it with non-zero weights.</source>
        <translation>Tauen Sie die letzte Schicht auf (requires_grad=True) und initialisieren Sie sie mit Gewichten ungleich null.</translation>
    </message>
    <message>
        <source>A model that cannot overfit a few cases cannot learn the dataset: fix the named cause first.</source>
        <translation>Ein Modell, das ein paar Fälle nicht overfitten kann, kann den Datensatz nicht lernen: Beheben Sie zuerst die genannte Ursache.</translation>
    </message>
    <message>
        <source>{frozen_count} parameter gets no gradient because requires_grad is off (frozen): {frozen}.</source>
        <translation>{frozen_count} Parameter erhält keinen Gradienten, weil requires_grad ausgeschaltet ist (eingefroren): {frozen}.</translation>
    </message>
    <message>
        <source>{frozen_count} parameters get no gradient because requires_grad is off (frozen): {frozen}.</source>
        <translation>{frozen_count} Parameter erhalten keinen Gradienten, weil requires_grad ausgeschaltet ist (eingefroren): {frozen}.</translation>
    </message>
    <message>
        <source>Set requires_grad=True on them, unless freezing them is intended (fine-tuning).</source>
        <translation>Setzen Sie requires_grad=True für sie, es sei denn, das Einfrieren ist beabsichtigt (Fine-Tuning).</translation>
    </message>
    <message>
        <source>{unreached_count} trainable parameters are not reached by the loss (no gradient although requires_grad is on): {unreached}; their modules are unused in forward or their outputs are cut off.</source>
        <translation>{unreached_count} trainierbare Parameter werden vom Loss nicht erreicht (kein Gradient, obwohl requires_grad eingeschaltet ist): {unreached}; ihre Module werden in forward nicht verwendet, oder ihre Ausgaben werden abgeschnitten.</translation>
    </message>
    <message>
        <source>Check that forward uses these modules and that their outputs reach the returned tensor.</source>
        <translation>Prüfen Sie, ob forward diese Module verwendet und ob ihre Ausgaben den zurückgegebenen Tensor erreichen.</translation>
    </message>
    <message>
        <source>{bad_count} parameter gradients hold NaN or Inf: {bad}.</source>
        <translation>{bad_count} Parametergradienten enthalten NaN oder Inf: {bad}.</translation>
    </message>
    <message>
        <source>Run `model activations` to find the first non-finite value.</source>
        <translation>Führen Sie `model activations` aus, um den ersten nicht-endlichen Wert zu finden.</translation>
    </message>
    <message>
        <source>{big_count} parameter gradients are exploding (norm over {k_exploding_absolute}, or {k_exploding_relative} times the median {median}): {big}.</source>
        <translation>{big_count} Parametergradienten explodieren (Norm über {k_exploding_absolute}, oder das {k_exploding_relative}-Fache des Medians {median}): {big}.</translation>
    </message>
    <message>
        <source>Lower the learning rate, clip gradients, or normalise the input.</source>
        <translation>Senken Sie die Lernrate, begrenzen Sie die Gradienten, oder normalisieren Sie die Eingabe.</translation>
    </message>
    <message>
        <source>{tiny_count} parameter gradients are vanishing (under {k_vanishing_relative} times the median {median}): {tiny}.</source>
        <translation>{tiny_count} Parametergradienten verschwinden (unter dem {k_vanishing_relative}-Fachen des Medians {median}): {tiny}.</translation>
    </message>
    <message>
        <source>Check saturating activations and the depth before these layers.</source>
        <translation>Prüfen Sie sättigende Aktivierungen und die Tiefe vor diesen Ebenen.</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}.</source>
        <translation>{zero_count} Parametergradienten sind exakt null: {zero}.</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameter {blockers} is all zeros: a zero, frozen layer passes no gradient to anything before it.</source>
        <translation>{zero_count} Parametergradienten sind exakt null: {zero}. Der eingefrorene Parameter {blockers} ist überall null: Eine eingefrorene Null-Ebene gibt keinen Gradienten an irgendetwas vor ihr weiter.</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameters {blockers} are all zeros: a zero, frozen layer passes no gradient to anything before it.</source>
        <translation>{zero_count} Parametergradienten sind exakt null: {zero}. Die eingefrorenen Parameter {blockers} sind überall null: Eine eingefrorene Null-Ebene gibt keinen Gradienten an irgendetwas vor ihr weiter.</translation>
    </message>
    <message>
        <source>Initialise the layer that stops the gradient with non-zero weights, or unfreeze it.</source>
        <translation>Initialisieren Sie die Ebene, die den Gradienten aufhält, mit Gewichten ungleich null, oder tauen Sie sie auf.</translation>
    </message>
    <message>
        <source>Turn TF32 off (torch.backends.cuda.matmul.allow_tf32 = False, torch.backends.cudnn.allow_tf32 = False) where these differences matter.</source>
        <translation>Schalten Sie TF32 aus (torch.backends.cuda.matmul.allow_tf32 = False, torch.backends.cudnn.allow_tf32 = False), wo diese Unterschiede eine Rolle spielen.</translation>
    </message>
    <message>
        <source>Fix torch.set_num_threads() where reruns on other machines must match.</source>
        <translation>Legen Sie torch.set_num_threads() fest, wo Wiederholungsläufe auf anderen Rechnern übereinstimmen müssen.</translation>
    </message>
    <message>
        <source>Check the voxels that change label; validate on the device you deploy on.</source>
        <translation>Prüfen Sie die Voxel, die das Label wechseln; validieren Sie auf dem Gerät, auf dem Sie das Modell einsetzen.</translation>
    </message>
    <message>
        <source>The masks hold label value {values} outside the model&apos;s {classes} classes (0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch&apos;s CrossEntropyLoss fails or learns garbage on them.</source>
        <translation>Die Masken enthalten in {voxels} Voxeln den Labelwert {values} außerhalb der {classes} Klassen des Modells (0..{last_class}); der Loss ignoriert ihn hier, und CrossEntropyLoss von PyTorch schlägt darauf fehl oder lernt Unsinn.</translation>
    </message>
    <message>
        <source>The masks hold label values {values} outside the model&apos;s {classes} classes (0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch&apos;s CrossEntropyLoss fails or learns garbage on them.</source>
        <translation>Die Masken enthalten in {voxels} Voxeln die Labelwerte {values} außerhalb der {classes} Klassen des Modells (0..{last_class}); der Loss ignoriert sie hier, und CrossEntropyLoss von PyTorch schlägt darauf fehl oder lernt Unsinn.</translation>
    </message>
    <message>
        <source>the initial prediction already follows the class frequencies (their entropy is {prior_entropy} nats): the final bias was set to the class prior, as recommended for imbalanced data, so ln C is not the right expectation.</source>
        <translation>die anfängliche Vorhersage folgt bereits den Klassenhäufigkeiten (ihre Entropie beträgt {prior_entropy} nats): Der Bias der letzten Schicht wurde auf den Klassen-Prior gesetzt, wie für unausgewogene Daten empfohlen, daher ist ln C nicht der richtige Erwartungswert.</translation>
    </message>
    <message>
        <source>{number_patients} patient has volumes in more than one split (by PatientID or the CSV&apos;s patient column): the model is tested on patients it was trained on.</source>
        <translation>{number_patients} Patient hat Volumen in mehr als einem Split (nach PatientID oder der Patientenspalte der CSV): Das Modell wird an Patienten getestet, auf denen es trainiert wurde.</translation>
    </message>
    <message>
        <source>{number_patients} patients have volumes in more than one split (by PatientID or the CSV&apos;s patient column): the model is tested on patients it was trained on.</source>
        <translation>{number_patients} Patienten haben Volumen in mehr als einem Split (nach PatientID oder der Patientenspalte der CSV): Das Modell wird an Patienten getestet, auf denen es trainiert wurde.</translation>
    </message>
    <message>
        <source>Split by patient (group every volume of a patient into one split, e.g. with GroupKFold on the patient), then retrain and re-evaluate.</source>
        <translation>Splitten Sie nach Patient (fassen Sie alle Volumen eines Patienten in einem Split zusammen, z. B. mit GroupKFold über den Patienten), und trainieren und evaluieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits belong to one person by name and birth date under different PatientIDs: re-anonymisation gave the patient a new ID.</source>
        <translation>{number_pairs} Volumenpaar in verschiedenen Splits gehört nach Name und Geburtsdatum zu einer Person unter verschiedenen PatientIDs: Eine erneute Anonymisierung hat dem Patienten eine neue ID gegeben.</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits belong to one person by name and birth date under different PatientIDs: re-anonymisation gave the patient a new ID.</source>
        <translation>{number_pairs} Volumenpaare in verschiedenen Splits gehören nach Name und Geburtsdatum zu einer Person unter verschiedenen PatientIDs: Eine erneute Anonymisierung hat dem Patienten eine neue ID gegeben.</translation>
    </message>
    <message>
        <source>Key the split on the person (name and birth date before anonymisation, or a stable pseudonym), not on PatientID, then retrain and re-evaluate.</source>
        <translation>Bilden Sie den Split über die Person (Name und Geburtsdatum vor der Anonymisierung, oder ein stabiles Pseudonym), nicht über die PatientID, und trainieren und evaluieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits share a study, series, image, frame of reference or accession number: the same examination is on both sides.</source>
        <translation>{number_pairs} Volumenpaar in verschiedenen Splits teilt eine Studie, Serie, ein Bild, ein Bezugssystem oder eine Accession Number: Dieselbe Studie liegt auf beiden Seiten.</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits share a study, series, image, frame of reference or accession number: the same examination is on both sides.</source>
        <translation>{number_pairs} Volumenpaare in verschiedenen Splits teilen eine Studie, Serie, ein Bild, ein Bezugssystem oder eine Accession Number: Dieselbe Studie liegt auf beiden Seiten.</translation>
    </message>
    <message>
        <source>Remove the shared examinations from the evaluation split (or move them to training) and split by patient.</source>
        <translation>Entfernen Sie die gemeinsamen Studien aus dem Evaluations-Split (oder verschieben Sie sie ins Training) und splitten Sie nach Patient.</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits have identical voxels (whatever their file format or header).</source>
        <translation>{number_pairs} Volumenpaar in verschiedenen Splits hat identische Voxel (unabhängig von Dateiformat oder Header).</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits have identical voxels (whatever their file format or header).</source>
        <translation>{number_pairs} Volumenpaare in verschiedenen Splits haben identische Voxel (unabhängig von Dateiformat oder Header).</translation>
    </message>
    <message>
        <source>Remove the copies from the evaluation split and find how they got there (a conversion run over both folders, an augmentation written to disk).</source>
        <translation>Entfernen Sie die Kopien aus dem Evaluations-Split und finden Sie heraus, wie sie dorthin gelangt sind (eine Konvertierung über beide Ordner, eine auf die Festplatte geschriebene Augmentierung).</translation>
    </message>
    <message>
        <source>{volumes} volume on {grids} scan grid sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>{volumes} Volumen auf {grids} Scangitter liegen auf beiden Seiten eines Splits: Volumen, die exakt ein Gitter teilen und Zelle für Zelle übereinstimmen, wie es die Zeitpunkte eines fMRT- oder Diffusionslaufs tun, die als getrennte Dateien gespeichert wurden. Das Modell wird an der Aufnahme getestet, auf der es trainiert wurde.</translation>
    </message>
    <message>
        <source>{volumes} volume on {grids} scan grids sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>{volumes} Volumen auf {grids} Scangittern liegen auf beiden Seiten eines Splits: Volumen, die exakt ein Gitter teilen und Zelle für Zelle übereinstimmen, wie es die Zeitpunkte eines fMRT- oder Diffusionslaufs tun, die als getrennte Dateien gespeichert wurden. Das Modell wird an der Aufnahme getestet, auf der es trainiert wurde.</translation>
    </message>
    <message>
        <source>{volumes} volumes on {grids} scan grid sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>{volumes} Volumen auf {grids} Scangitter liegen auf beiden Seiten eines Splits: Volumen, die exakt ein Gitter teilen und Zelle für Zelle übereinstimmen, wie es die Zeitpunkte eines fMRT- oder Diffusionslaufs tun, die als getrennte Dateien gespeichert wurden. Das Modell wird an der Aufnahme getestet, auf der es trainiert wurde.</translation>
    </message>
    <message>
        <source>{volumes} volumes on {grids} scan grids sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>{volumes} Volumen auf {grids} Scangittern liegen auf beiden Seiten eines Splits: Volumen, die exakt ein Gitter teilen und Zelle für Zelle übereinstimmen, wie es die Zeitpunkte eines fMRT- oder Diffusionslaufs tun, die als getrennte Dateien gespeichert wurden. Das Modell wird an der Aufnahme getestet, auf der es trainiert wurde.</translation>
    </message>
    <message>
        <source>Keep every volume of an acquisition (and every acquisition of a subject) in one split: split by subject before cutting 4D images into 3D files, then retrain and re-evaluate.</source>
        <translation>Halten Sie jedes Volumen einer Aufnahme (und jede Aufnahme eines Probanden) in einem Split: Splitten Sie nach Proband, bevor Sie 4D-Bilder in 3D-Dateien zerlegen, und trainieren und evaluieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits look like copies of one image (resampled, cropped, flipped or rescaled): similarity at least {threshold}.</source>
        <translation>{number_pairs} Volumenpaar in verschiedenen Splits sieht aus wie Kopien eines Bildes (resampelt, zugeschnitten, gespiegelt oder umskaliert): Ähnlichkeit mindestens {threshold}.</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits look like copies of one image (resampled, cropped, flipped or rescaled): similarity at least {threshold}.</source>
        <translation>{number_pairs} Volumenpaare in verschiedenen Splits sehen aus wie Kopien eines Bildes (resampelt, zugeschnitten, gespiegelt oder umskaliert): Ähnlichkeit mindestens {threshold}.</translation>
    </message>
    <message>
        <source>Look at each pair side by side; remove true copies from the evaluation split and split by patient.</source>
        <translation>Sehen Sie sich jedes Paar nebeneinander an; entfernen Sie echte Kopien aus dem Evaluations-Split und splitten Sie nach Patient.</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in orientation: {counts_a} against {counts_b}.</source>
        <translation>Der {split_a}- und der {split_b}-Split unterscheiden sich in der Orientierung: {counts_a} gegenüber {counts_b}.</translation>
    </message>
    <message>
        <source>Reorient every split to one orientation (e.g. RAS or LPS) in the pipeline, for all splits alike.</source>
        <translation>Orientieren Sie in der Pipeline jeden Split auf eine einzige Orientierung um (z. B. RAS oder LPS), für alle Splits gleich.</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in stored data type: {counts_a} against {counts_b}.</source>
        <translation>Der {split_a}- und der {split_b}-Split unterscheiden sich im gespeicherten Datentyp: {counts_a} gegenüber {counts_b}.</translation>
    </message>
    <message>
        <source>Store the splits with the same data type, or check that the conversion did not clip or round values.</source>
        <translation>Speichern Sie die Splits mit demselben Datentyp, oder prüfen Sie, ob die Konvertierung keine Werte abgeschnitten oder gerundet hat.</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in rescale slope and intercept: {counts_a} against {counts_b}.</source>
        <translation>Der {split_a}- und der {split_b}-Split unterscheiden sich in Rescale Slope und Intercept: {counts_a} gegenüber {counts_b}.</translation>
    </message>
    <message>
        <source>Check that the rescale (DICOM RescaleSlope/Intercept, NIfTI scl_slope/scl_inter) is applied to every split alike.</source>
        <translation>Prüfen Sie, ob die Umskalierung (DICOM RescaleSlope/Intercept, NIfTI scl_slope/scl_inter) auf jeden Split gleich angewendet wird.</translation>
    </message>
    <message>
        <source>{line_headline}. {line_comparable}.</source>
        <translation>{line_headline}. {line_comparable}.</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its array is {description} (as delivered its labels look remapped, {relabel}, but they are not): undoing that raises the mean per-label Dice from {dice_before} to {dice_after}; the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>Fall {case}: {input} liegt auf dem Gitter von {against}, aber sein Array ist {description} (so wie geliefert sehen seine Labels umbenannt aus, {relabel}, sind es aber nicht): Die Korrektur hebt den mittleren Dice pro Label von {dice_before} auf {dice_after}; der Fall ist ein Fehlschlag dieses Laufs (als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its array is {description}: undoing that raises the mean per-label Dice from {dice_before} to {dice_after}; the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>Fall {case}: {input} liegt auf dem Gitter von {against}, aber sein Array ist {description}: Die Korrektur hebt den mittleren Dice pro Label von {dice_before} auf {dice_after}; der Fall ist ein Fehlschlag dieses Laufs (als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its labels are misplaced ({cause}); the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>Fall {case}: {input} liegt auf dem Gitter von {against}, aber seine Labels sind fehlplatziert ({cause}); der Fall ist ein Fehlschlag dieses Laufs (als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>Case {case}: {input} is not on the grid of {against} ({difference}); it is not measured, and the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>Fall {case}: {input} liegt nicht auf dem Gitter von {against} ({difference}); er wird nicht gemessen, und der Fall ist ein Fehlschlag dieses Laufs (als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>Case {case}: {input} is not on the grid of {against} ({difference}; check-pair names: {cause}); it is not measured, and the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>Fall {case}: {input} liegt nicht auf dem Gitter von {against} ({difference}; check-pair nennt: {cause}); er wird nicht gemessen, und der Fall ist ein Fehlschlag dieses Laufs (als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>{cases} cases: {finding_message} (and {more} more, listed below)</source>
        <translation>{cases} Fälle: {finding_message} (und {more} weitere, unten aufgeführt)</translation>
    </message>
    <message>
        <source>Case {case}, {input}: {finding_message}</source>
        <translation>Fall {case}, {input}: {finding_message}</translation>
    </message>
    <message>
        <source>submodule(s) in training mode: {modules}</source>
        <translation>Submodul(e) im Trainingsmodus: {modules}</translation>
    </message>
    <message>
        <source>dropout fixed on in the traced graph (traced in training mode: export again after model.eval()): {modules}</source>
        <translation>im getracten Graphen fest eingeschaltetes Dropout (im Trainingsmodus getract: nach model.eval() erneut exportieren): {modules}</translation>
    </message>
    <message>
        <source>nondeterministic kernels (the differences vanish with deterministic algorithms on)</source>
        <translation>nichtdeterministische Kernel (mit eingeschalteten deterministischen Algorithmen verschwinden die Unterschiede)</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode (its repeats differ, without it they do not)</source>
        <translation>der cuDNN-Benchmark-Modus (mit ihm unterscheiden sich die Wiederholungen, ohne ihn nicht)</translation>
    </message>
    <message>
        <source>an unknown source (neither eval mode nor deterministic algorithms remove it)</source>
        <translation>eine unbekannte Quelle (weder der Eval-Modus noch deterministische Algorithmen beseitigen sie)</translation>
    </message>
    <message>
        <source>{variant}: not comparable while the repeats themselves differ.</source>
        <translation>{variant}: nicht vergleichbar, solange sich schon die Wiederholungen unterscheiden.</translation>
    </message>
    <message>
        <source>{variant}: not comparable while the repeats themselves differ. {part_more}</source>
        <translation>{variant}: nicht vergleichbar, solange sich schon die Wiederholungen unterscheiden. {part_more}</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} identical.</source>
        <translation>{variant}: {run_a} und {run_b} identisch.</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} identical. {part_more}</source>
        <translation>{variant}: {run_a} und {run_b} identisch. {part_more}</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} ({part_label_changes} change label).</source>
        <translation>{variant}: {run_a} und {run_b} unterscheiden sich um bis zu {max_abs_diff} ({part_label_changes} wechseln das Label).</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} ({part_label_changes} change label). {part_more}</source>
        <translation>{variant}: {run_a} und {run_b} unterscheiden sich um bis zu {max_abs_diff} ({part_label_changes} wechseln das Label). {part_more}</translation>
    </message>
    <message>
        <source>But {modules} normalise(s) with each batch&apos;s statistics (traced in training mode: export again after model.eval()): one patch alone and next to a patch of zeros differs by up to {batch_max_abs_diff}.</source>
        <translation>Aber {modules} normalisiert/normalisieren mit den Statistiken des jeweiligen Batches (im Trainingsmodus getract: nach model.eval() erneut exportieren): Ein Patch allein und neben einem Patch aus Nullen unterscheidet sich um bis zu {batch_max_abs_diff}.</translation>
    </message>
    <message>
        <source>But {modules} normalise(s) with each batch&apos;s statistics (traced in training mode: export again after model.eval()): one patch alone and next to a patch of zeros differs by up to {batch_max_abs_diff}. {part_more}</source>
        <translation>Aber {modules} normalisiert/normalisieren mit den Statistiken des jeweiligen Batches (im Trainingsmodus getract: nach model.eval() erneut exportieren): Ein Patch allein und neben einem Patch aus Nullen unterscheidet sich um bis zu {batch_max_abs_diff}. {part_more}</translation>
    </message>
    <message>
        <source>But eval mode gives another answer ({part_label_changes} change label): the training-mode output is repeatable and wrong.</source>
        <translation>Aber der Eval-Modus liefert eine andere Antwort ({part_label_changes} wechseln das Label): Die Ausgabe im Trainingsmodus ist wiederholbar und falsch.</translation>
    </message>
    <message>
        <source>mean Dice {mean_dice} between the label maps, probabilities differ by up to {max_abs_diff}, {label_changes} voxels change label</source>
        <translation>mittlerer Dice {mean_dice} zwischen den Labelkarten, die Wahrscheinlichkeiten unterscheiden sich um bis zu {max_abs_diff}, {label_changes} Voxel wechseln das Label</translation>
    </message>
    <message>
        <source>tensor A looks {look_a}, tensor B not: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>Tensor A wirkt {look_a}, Tensor B nicht: Mittelwert {mean_a} gegenüber {mean_b}, Standardabweichung {std_a} gegenüber {std_b} (A gegenüber B)</translation>
    </message>
    <message>
        <source>tensor B looks {look_b}, tensor A not: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>Tensor B wirkt {look_b}, Tensor A nicht: Mittelwert {mean_a} gegenüber {mean_b}, Standardabweichung {std_a} gegenüber {std_b} (A gegenüber B)</translation>
    </message>
    <message>
        <source>tensor A looks {look_a}, tensor B {look_b}: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>Tensor A wirkt {look_a}, Tensor B {look_b}: Mittelwert {mean_a} gegenüber {mean_b}, Standardabweichung {std_a} gegenüber {std_b} (A gegenüber B)</translation>
    </message>
    <message>
        <source>the shapes differ: {shape_a} in A, {shape_b} in B</source>
        <translation>die Formen unterscheiden sich: {shape_a} in A, {shape_b} in B</translation>
    </message>
    <message>
        <source>the dtypes differ: {dtype_a} in A, {dtype_b} in B</source>
        <translation>die Datentypen unterscheiden sich: {dtype_a} in A, {dtype_b} in B</translation>
    </message>
    <message>
        <source>the value ranges differ: [{min_a}, {max_a}] in A, [{min_b}, {max_b}] in B</source>
        <translation>die Wertebereiche unterscheiden sich: [{min_a}, {max_a}] in A, [{min_b}, {max_b}] in B</translation>
    </message>
    <message>
        <source>the fraction of zeros differs: {zeros_a} in A, {zeros_b} in B (padding or cropping)</source>
        <translation>der Anteil der Nullen unterscheidet sich: {zeros_a} in A, {zeros_b} in B (Auffüllen oder Zuschneiden)</translation>
    </message>
    <message>
        <source>the outputs already lie in [0, 1]: a final activation (softmax/sigmoid) is applied in forward before a loss that applies its own, so the loss is flattened and cannot fall below {floor} nats</source>
        <translation>die Ausgaben liegen bereits in [0, 1]: In forward wird eine abschließende Aktivierung (Softmax/Sigmoid) vor einem Loss angewandt, der seine eigene anwendet, daher ist der Loss abgeflacht und kann nicht unter {floor} nats fallen</translation>
    </message>
    <message>
        <source>the outputs already lie in [0, 1] and sum to 1 over the channels: a final activation (softmax/sigmoid) is applied in forward before a loss that applies its own, so the loss is flattened and cannot fall below {floor} nats</source>
        <translation>die Ausgaben liegen bereits in [0, 1] und summieren sich über die Kanäle zu 1: In forward wird eine abschließende Aktivierung (Softmax/Sigmoid) vor einem Loss angewandt, der seine eigene anwendet, daher ist der Loss abgeflacht und kann nicht unter {floor} nats fallen</translation>
    </message>
    <message>
        <source>some mask labels are not classes of the output (model.label_out_of_range)</source>
        <translation>einige Maskenlabels sind keine Klassen der Ausgabe (model.label_out_of_range)</translation>
    </message>
    <message>
        <source>the initialisation is over-confident: the logits have std {logit_std} (near 0 expected) and the mean top probability is {top_probability}</source>
        <translation>die Initialisierung ist übermäßig sicher: Die Logits haben die Standardabweichung {logit_std} (nahe 0 erwartet), und die mittlere höchste Wahrscheinlichkeit ist {top_probability}</translation>
    </message>
    <message>
        <source>scale down the final layer&apos;s initial weights (or zero them)</source>
        <translation>verkleinern Sie die Anfangsgewichte der letzten Schicht (oder setzen Sie sie auf null)</translation>
    </message>
    <message>
        <source>the initial prediction already follows the class frequencies (their entropy is {prior_entropy} nats): the final bias was set to the class prior, as recommended for imbalanced data, so ln C is not the right expectation</source>
        <translation>die anfängliche Vorhersage folgt bereits den Klassenhäufigkeiten (ihre Entropie beträgt {prior_entropy} nats): Der Bias der letzten Schicht wurde auf den Klassen-Prior gesetzt, wie für unausgewogene Daten empfohlen, daher ist ln C nicht der richtige Erwartungswert</translation>
    </message>
    <message>
        <source>the model is already confident and mostly right: were pretrained weights loaded?</source>
        <translation>das Modell ist bereits sicher und überwiegend richtig: Wurden vortrainierte Gewichte geladen?</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>Das Modell kann den Batch aus {cases} Fällen nicht überanpassen: Der Loss ging von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritten {optimiser} (lr {lr}). {finding_message}</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>Das Modell kann den Batch aus {cases} Fällen nicht überanpassen: Der Loss ging von {initial_loss} auf {final_loss} ({percent} % des ersten), und der Batch-Dice beträgt {final_dice} nach {steps} Schritt {optimiser} (lr {lr}). {finding_message}</translation>
    </message>
    <message>
        <source>No parameter has requires_grad on: every parameter is frozen ({frozen}).</source>
        <translation>Kein Parameter hat requires_grad eingeschaltet: Jeder Parameter ist eingefroren ({frozen}).</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} has requires_grad off, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>Die Ausgabeschicht ist eingefroren: {frozen} hat requires_grad ausgeschaltet, daher erreicht kein Gradient die {trainable_count} trainierbaren Parameter davor ({trainable}).</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>Die Ausgabeschicht ist eingefroren: {frozen} haben requires_grad ausgeschaltet, daher erreicht kein Gradient die {trainable_count} trainierbaren Parameter davor ({trainable}).</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} has requires_grad off and {zeros} is all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>Die Ausgabeschicht ist eingefroren: {frozen} hat requires_grad ausgeschaltet und {zeros} besteht nur aus Nullen, daher erreicht kein Gradient die {trainable_count} trainierbaren Parameter davor ({trainable}).</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off and {zeros} is all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>Die Ausgabeschicht ist eingefroren: {frozen} haben requires_grad ausgeschaltet und {zeros} besteht nur aus Nullen, daher erreicht kein Gradient die {trainable_count} trainierbaren Parameter davor ({trainable}).</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off and {zeros} are all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>Die Ausgabeschicht ist eingefroren: {frozen} haben requires_grad ausgeschaltet und {zeros} bestehen nur aus Nullen, daher erreicht kein Gradient die {trainable_count} trainierbaren Parameter davor ({trainable}).</translation>
    </message>
    <message>
        <source>The {what} has no voxels (size {size}).</source>
        <translation>Die Eingabe „{what}“ hat keine Voxel (Größe {size}).</translation>
    </message>
    <message>
        <source>The {what}&apos;s voxel buffer is shorter than its size {size}.</source>
        <translation>Der Voxelpuffer der Eingabe „{what}“ ist kürzer als ihre Größe {size}.</translation>
    </message>
    <message>
        <source>No probability channels were given.</source>
        <translation>Es wurden keine Wahrscheinlichkeitskanäle übergeben.</translation>
    </message>
    <message>
        <source>Channel {channel} has size {size} but channel 0 has {size_0}.</source>
        <translation>Kanal {channel} hat die Größe {size}, Kanal 0 aber {size_0}.</translation>
    </message>
    <message>
        <source>The saved mask has size {size} but the channels have {size_0}.</source>
        <translation>Die gespeicherte Maske hat die Größe {size}, die Kanäle aber {size_0}.</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode make the output random: {modules}. Repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); in eval mode the repeats are bit-identical.</source>
        <translation>Im Trainingsmodus belassene Submodule machen die Ausgabe zufällig: {modules}. Wiederholungen unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label); im Eval-Modus sind die Wiederholungen bitidentisch.</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode change the output: {modules}. The repeats are identical, but the answer is wrong: batch norm in training mode takes its statistics from the batch (with batch 1, from this one case) instead of the running statistics. Eval mode differs by up to {max_abs_diff} in probability and changes {part_label_changes}&apos; labels (mean Dice {mean_dice}).</source>
        <translation>Im Trainingsmodus belassene Submodule verändern die Ausgabe: {modules}. Die Wiederholungen sind identisch, aber die Antwort ist falsch: Batch-Norm im Trainingsmodus nimmt ihre Statistiken aus dem Batch (bei Batchgröße 1 aus diesem einen Fall) statt aus den laufenden Statistiken. Der Eval-Modus weicht um bis zu {max_abs_diff} in der Wahrscheinlichkeit ab und ändert das Label von {part_label_changes} (mittlerer Dice {mean_dice}).</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode change the output: {modules}. {value}Eval mode differs by up to {max_abs_diff} in probability and changes {part_label_changes}&apos; labels (mean Dice {mean_dice}).</source>
        <translation>Im Trainingsmodus belassene Submodule verändern die Ausgabe: {modules}. {value}Der Eval-Modus weicht um bis zu {max_abs_diff} in der Wahrscheinlichkeit ab und ändert das Label von {part_label_changes} (mittlerer Dice {mean_dice}).</translation>
    </message>
    <message>
        <source>The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>Die Ausgabe hängt von TF32 ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; {part_label_changes} wechseln das Label.</translation>
    </message>
    <message>
        <source>The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>Die Ausgabe hängt von TF32 ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; kein Label ändert sich (Gleitkommarundung).</translation>
    </message>
    <message>
        <source>The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>Die Ausgabe hängt von der Zahl der CPU-Threads ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; {part_label_changes} wechseln das Label.</translation>
    </message>
    <message>
        <source>The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>Die Ausgabe hängt von der Zahl der CPU-Threads ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; kein Label ändert sich (Gleitkommarundung).</translation>
    </message>
    <message>
        <source>The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>Die Ausgabe hängt vom Gerät ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; {part_label_changes} wechseln das Label.</translation>
    </message>
    <message>
        <source>The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>Die Ausgabe hängt vom Gerät ab: {run_a} und {run_b} unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing}; kein Label ändert sich (Gleitkommarundung).</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval().</source>
        <translation>Das Modell wurde im Trainingsmodus getract: Exportieren Sie es nach model.eval() erneut.</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval(). {part_more}</source>
        <translation>Das Modell wurde im Trainingsmodus getract: Exportieren Sie es nach model.eval() erneut. {part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}).</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}).</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}). {part_more}</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}). {part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label).</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}): Wiederholungen unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label).</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). {part_more}</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}): Wiederholungen unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label). {part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); with the constant switched off they are bit-identical.</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}): Wiederholungen unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label); mit ausgeschalteter Konstante sind sie bitidentisch.</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); with the constant switched off they are bit-identical. {part_more}</source>
        <translation>Dropout ist im Graphen fest eingeschaltet ({nodes}): Wiederholungen unterscheiden sich in der Wahrscheinlichkeit um bis zu {max_abs_diff}, betroffen sind {part_voxels_differing} (davon wechseln {part_argmax_flips} das Label); mit ausgeschalteter Konstante sind sie bitidentisch. {part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}).</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}).</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}). {part_more}</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}). {part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}): the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}).</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}): Derselbe Patch der Form {shape}, allein und neben einem Patch aus Nullen ausgeführt, liefert Ausgaben, die sich um bis zu {batch_max_abs_diff} unterscheiden (größte Ausgabe {output_max_abs}).</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}): the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}). {part_more}</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}): Derselbe Patch der Form {shape}, allein und neben einem Patch aus Nullen ausgeführt, liefert Ausgaben, die sich um bis zu {batch_max_abs_diff} unterscheiden (größte Ausgabe {output_max_abs}). {part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}), but here the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}).</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}), hier aber liefert derselbe Patch der Form {shape}, allein und neben einem Patch aus Nullen ausgeführt, Ausgaben, die sich um bis zu {batch_max_abs_diff} unterscheiden (größte Ausgabe {output_max_abs}).</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}), but here the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}). {part_more}</source>
        <translation>Batch-Norm verwendet immer die Statistiken des jeweiligen Batches ({nodes}), hier aber liefert derselbe Patch der Form {shape}, allein und neben einem Patch aus Nullen ausgeführt, Ausgaben, die sich um bis zu {batch_max_abs_diff} unterscheiden (größte Ausgabe {output_max_abs}). {part_more}</translation>
    </message>
    <message>
        <source>As exported after eval() the output would differ by up to {max_abs_diff} in probability and {part_label_changes} would change label.</source>
        <translation>Nach eval() exportiert würde die Ausgabe in der Wahrscheinlichkeit um bis zu {max_abs_diff} abweichen, und {part_label_changes} würden das Label wechseln.</translation>
    </message>
    <message>
        <source>The input already holds {nan} NaN and {inf} Inf of {elements} non-finite values (check the image and the preprocessing).</source>
        <translation>Die Eingabe enthält bereits nicht endliche Werte: {nan} NaN und {inf} Inf von {elements} (prüfen Sie das Bild und die Vorverarbeitung).</translation>
    </message>
    <message>
        <source>The input already holds {nan} NaN and {inf} Inf of {elements} non-finite values (check the image and the preprocessing). {part_parameters}</source>
        <translation>Die Eingabe enthält bereits nicht endliche Werte: {nan} NaN und {inf} Inf von {elements} (prüfen Sie das Bild und die Vorverarbeitung). {part_parameters}</translation>
    </message>
    <message>
        <source>Non-finite values first appear in the output of {where}: {nan} NaN and {inf} Inf of {elements}; everything before it in execution order is finite.</source>
        <translation>Nicht endliche Werte erscheinen zuerst in der Ausgabe von {where}: {nan} NaN und {inf} Inf von {elements}; alles, was in der Ausführungsreihenfolge davor liegt, ist endlich.</translation>
    </message>
    <message>
        <source>Non-finite values first appear in the output of {where}: {nan} NaN and {inf} Inf of {elements}; everything before it in execution order is finite. {part_parameters}</source>
        <translation>Nicht endliche Werte erscheinen zuerst in der Ausgabe von {where}: {nan} NaN und {inf} Inf von {elements}; alles, was in der Ausführungsreihenfolge davor liegt, ist endlich. {part_parameters}</translation>
    </message>
    <message>
        <source>The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; no captured submodule output does.</source>
        <translation>Die Ausgabe enthält nicht endliche Werte: {nan} NaN und {inf} Inf von {elements}; keine erfasste Submodulausgabe enthält welche.</translation>
    </message>
    <message>
        <source>The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; no captured submodule output does. {part_parameters}</source>
        <translation>Die Ausgabe enthält nicht endliche Werte: {nan} NaN und {inf} Inf von {elements}; keine erfasste Submodulausgabe enthält welche. {part_parameters}</translation>
    </message>
    <message>
        <source>{part_parameters}</source>
        <translation>{part_parameters}</translation>
    </message>
    <message>
        <source>Parameter {names} holds NaN or Inf.</source>
        <translation>Der Parameter {names} enthält NaN oder Inf.</translation>
    </message>
    <message>
        <source>Parameters {names} hold NaN or Inf.</source>
        <translation>Die Parameter {names} enthalten NaN oder Inf.</translation>
    </message>
    <message>
        <source>Train and test preprocessing give different predictions on this case ({part_comparison}), but the specs hold no step difference to swap.</source>
        <translation>Trainings- und Testvorverarbeitung ergeben für diesen Fall unterschiedliche Vorhersagen ({part_comparison}), aber die Specs enthalten keinen Schrittunterschied zum Austauschen.</translation>
    </message>
    <message>
        <source>The train and test specs differ in {differences_count} step(s), but the predictions agree on this case ({part_comparison}).</source>
        <translation>Die Trainings- und Test-Specs unterscheiden sich in {differences_count} Schritt(en), aber die Vorhersagen stimmen für diesen Fall überein ({part_comparison}).</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors have different spatial shapes: the preprocessing resamples or crops differently.</source>
        <translation>Die Tensoren der beiden Pipelines haben unterschiedliche räumliche Formen: Die Vorverarbeitung resampelt oder schneidet unterschiedlich zu.</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors have different spatial shapes: the preprocessing resamples or crops differently. The tensors differ: {part_statistics}.</source>
        <translation>Die Tensoren der beiden Pipelines haben unterschiedliche räumliche Formen: Die Vorverarbeitung resampelt oder schneidet unterschiedlich zu. Die Tensoren unterscheiden sich: {part_statistics}.</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors give different predictions ({part_comparison}). Their statistics look alike: look at the voxel order (layout, flips) and the resampling.</source>
        <translation>Die Tensoren der beiden Pipelines ergeben unterschiedliche Vorhersagen ({part_comparison}). Ihre Statistiken sehen gleich aus: Prüfen Sie die Voxelreihenfolge (Layout, Spiegelungen) und das Resampling.</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors give different predictions ({part_comparison}). The tensors differ: {part_statistics}.</source>
        <translation>Die Tensoren der beiden Pipelines ergeben unterschiedliche Vorhersagen ({part_comparison}). Die Tensoren unterscheiden sich: {part_statistics}.</translation>
    </message>
    <message>
        <source>The first loss {loss} differs from the {expected} expected for {classes} classes at initialisation: {line_reason}.</source>
        <translation>Der erste Loss {loss} weicht von den {expected} ab, die bei der Initialisierung für {classes} Klassen erwartet werden: {line_reason}.</translation>
    </message>
    <message>
        <source>The first loss {loss} differs from the {expected} expected for {classes} classes at initialisation and nothing obvious explains it.</source>
        <translation>Der erste Loss {loss} weicht von den {expected} ab, die bei der Initialisierung für {classes} Klassen erwartet werden, und nichts Offensichtliches erklärt das.</translation>
    </message>
    <message>
        <source>{number_voxels} voxels</source>
        <translation>{number_voxels} Voxel</translation>
    </message>
    <message>
        <source>{number_voxels} voxel</source>
        <translation>{number_voxels} Voxel</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.script/trace and save again (or model.eval() before inference in your pipeline).</source>
        <translation>Rufen Sie vor torch.jit.script/trace model.eval() auf und speichern Sie erneut (oder rufen Sie in Ihrer Pipeline vor der Inferenz model.eval() auf).</translation>
    </message>
    <message>
        <source>{step}: {train} in train, {test} in test</source>
        <translation>{step}: {train} im Training, {test} im Test</translation>
    </message>
    <message>
        <source>{step} (channel {channel}): {train} in train, {test} in test</source>
        <translation>{step} (Kanal {channel}): {train} im Training, {test} im Test</translation>
    </message>
    <message>
        <source>Train and test preprocessing give different predictions on this case ({part_comparison}). The step that matters most is {part_step_difference}: done the training way, the test prediction comes to Dice {mean_dice} of the training one ({recovery}% of the difference recovered).</source>
        <translation>Trainings- und Testvorverarbeitung ergeben für diesen Fall unterschiedliche Vorhersagen ({part_comparison}). Der wichtigste Schritt ist {part_step_difference}: Auf die Trainingsweise ausgeführt, erreicht die Testvorhersage einen Dice von {mean_dice} zur Trainingsvorhersage ({recovery}% des Unterschieds zurückgewonnen).</translation>
    </message>
    <message>
        <source>Make inference preprocess as training did: {part_step_difference}.</source>
        <translation>Lassen Sie die Inferenz so vorverarbeiten wie das Training: {part_step_difference}.</translation>
    </message>
    <message>
        <source>{number_threads} threads</source>
        <translation>{number_threads} Threads</translation>
    </message>
    <message>
        <source>left-right ({letter})</source>
        <translation>links-rechts ({letter})</translation>
    </message>
    <message>
        <source>anterior-posterior ({letter})</source>
        <translation>anterior-posterior ({letter})</translation>
    </message>
    <message>
        <source>superior-inferior ({letter})</source>
        <translation>superior-inferior ({letter})</translation>
    </message>
    <message>
        <source>mirrored {part_axis}</source>
        <translation>entlang {part_axis} gespiegelt</translation>
    </message>
    <message>
        <source>mirrored {part_axis}, {part_more}</source>
        <translation>entlang {part_axis} gespiegelt, {part_more}</translation>
    </message>
    <message>
        <source>mirrored {part_axis} and {part_more}</source>
        <translation>entlang {part_axis} gespiegelt und {part_more}</translation>
    </message>
    <message>
        <source>mirrored {part_axis}, with {part_more}</source>
        <translation>entlang {part_axis} gespiegelt, mit {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed</source>
        <translation>mit vertauschten Achsen {letter_a} und {letter_b}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed, {part_more}</source>
        <translation>mit vertauschten Achsen {letter_a} und {letter_b}, {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed and {part_more}</source>
        <translation>mit vertauschten Achsen {letter_a} und {letter_b} und {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed, with {part_more}</source>
        <translation>mit vertauschten Achsen {letter_a} und {letter_b}, mit {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal</source>
        <translation>mit über die Gegendiagonale vertauschten Achsen {letter_a} und {letter_b}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal, {part_more}</source>
        <translation>mit über die Gegendiagonale vertauschten Achsen {letter_a} und {letter_b}, {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal and {part_more}</source>
        <translation>mit über die Gegendiagonale vertauschten Achsen {letter_a} und {letter_b} und {part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal, with {part_more}</source>
        <translation>mit über die Gegendiagonale vertauschten Achsen {letter_a} und {letter_b}, mit {part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 90° gedreht, von {part_from} nach {part_to}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}, {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 90° gedreht, von {part_from} nach {part_to}, {part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to} and {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 90° gedreht, von {part_from} nach {part_to} und {part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}, with {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 90° gedreht, von {part_from} nach {part_to}, mit {part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2})</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 180° gedreht (entlang {part_axis} und {part_axis_2} gespiegelt)</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}), {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 180° gedreht (entlang {part_axis} und {part_axis_2} gespiegelt), {part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}) and {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 180° gedreht (entlang {part_axis} und {part_axis_2} gespiegelt) und {part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}), with {part_more}</source>
        <translation>in der {letter_a}-{letter_b}-Ebene um 180° gedreht (entlang {part_axis} und {part_axis_2} gespiegelt), mit {part_more}</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b}</source>
        <translation>Label {number_a}, wo die Referenz {number_b} hat</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b}, {part_more}</source>
        <translation>Label {number_a}, wo die Referenz {number_b} hat, {part_more}</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b} and {part_more}</source>
        <translation>Label {number_a}, wo die Referenz {number_b} hat und {part_more}</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped</source>
        <translation>Labels {number_a} und {number_b} vertauscht</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped, {part_more}</source>
        <translation>Labels {number_a} und {number_b} vertauscht, {part_more}</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped and {part_more}</source>
        <translation>Labels {number_a} und {number_b} vertauscht und {part_more}</translation>
    </message>
    <message>
        <source>relabelled: {part_labels}</source>
        <translation>umbenannt: {part_labels}</translation>
    </message>
    <message>
        <source>The {split} split&apos;s median spacing, {measured} mm, differs from the {stated} mm that {who} states for the training data.</source>
        <translation>Der mittlere Voxelabstand (Median) des {split}-Splits, {measured} mm, weicht von den {stated} mm ab, die {who} für die Trainingsdaten angibt.</translation>
    </message>
    <message>
        <source>Check that the {split} split comes from the same scanners and was not resampled differently from the training data.</source>
        <translation>Prüfen Sie, ob der {split}-Split von denselben Scannern stammt und nicht anders als die Trainingsdaten resampelt wurde.</translation>
    </message>
    <message>
        <source>Every {split} volume has spacing {measured} mm, as if resampled, but {who} resamples to {stated} mm.</source>
        <translation>Jedes Volumen des {split}-Splits hat den Voxelabstand {measured} mm, als wäre es resampelt, aber {who} resampelt auf {stated} mm.</translation>
    </message>
    <message>
        <source>Give the model volumes resampled by its own pipeline (or raw ones that the pipeline resamples), not volumes resampled to another spacing.</source>
        <translation>Geben Sie dem Modell Volumen, die seine eigene Pipeline resampelt hat (oder Rohdaten, die die Pipeline resampelt), keine auf einen anderen Voxelabstand resampelten Volumen.</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities (0.5-99.5%: {low} to {high}) do not cover the range {stated_low} to {stated_high} that {who} states: they are not on the same scale.</source>
        <translation>Die Intensitäten des {split}-Splits (0,5–99,5 %: {low} bis {high}) decken den Bereich {stated_low} bis {stated_high}, den {who} angibt, nicht ab: Sie liegen nicht auf derselben Skala.</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities (0.5-99.5%: {low} to {high}) do not cover the foreground range {stated_low} to {stated_high} that {who} states: they are not on the same scale.</source>
        <translation>Die Intensitäten des {split}-Splits (0,5–99,5 %: {low} bis {high}) decken den Vordergrundbereich {stated_low} bis {stated_high}, den {who} angibt, nicht ab: Sie liegen nicht auf derselben Skala.</translation>
    </message>
    <message>
        <source>Give the model the {split} split on the training data&apos;s intensity scale (the same rescale and normalisation).</source>
        <translation>Geben Sie dem Modell den {split}-Split auf der Intensitätsskala der Trainingsdaten (mit derselben Reskalierung und Normalisierung).</translation>
    </message>
    <message>
        <source>The {split} split is already in {value_domain}, but {who} normalises to {target}: it was preprocessed by another pipeline.</source>
        <translation>Der {split}-Split liegt bereits in {value_domain} vor, aber {who} normalisiert auf {target}: Er wurde von einer anderen Pipeline vorverarbeitet.</translation>
    </message>
    <message>
        <source>Preprocess the {split} split with the model&apos;s own spec.</source>
        <translation>Verarbeiten Sie den {split}-Split mit der eigenen Spezifikation des Modells vor.</translation>
    </message>
    <message>
        <source>the nnU-Net fingerprint ({path})</source>
        <translation>der nnU-Net-Fingerabdruck ({path})</translation>
    </message>
    <message>
        <source>the nnU-Net plans ({path})</source>
        <translation>die nnU-Net-Plandatei ({path})</translation>
    </message>
    <message>
        <source>the MONAI data statistics ({path})</source>
        <translation>die MONAI-Datenstatistik ({path})</translation>
    </message>
    <message>
        <source>the preprocessing spec ({path})</source>
        <translation>die Vorverarbeitungsspezifikation ({path})</translation>
    </message>
    <message>
        <source>slope {number_slope}, intercept {number_intercept} {number_volumes}</source>
        <translation>Steigung {number_slope}, Achsenabschnitt {number_intercept}: {number_volumes}</translation>
    </message>
    <message>
        <source>slope {number_slope}, intercept {number_intercept} {number_volumes}, {part_more}</source>
        <translation>Steigung {number_slope}, Achsenabschnitt {number_intercept}: {number_volumes}; {part_more}</translation>
    </message>
    <message>
        <source>{number_volumes} volumes</source>
        <translation>{number_volumes} Volumen</translation>
    </message>
    <message>
        <source>{number_volumes} volume</source>
        <translation>{number_volumes} Volumen</translation>
    </message>
    <message>
        <source>{number_findings} leakage findings</source>
        <translation>{number_findings} Befunde zu Datenlecks</translation>
    </message>
    <message>
        <source>{number_findings} leakage finding</source>
        <translation>{number_findings} Befund zu Datenlecks</translation>
    </message>
    <message>
        <source>{number_findings} preprocessing findings</source>
        <translation>{number_findings} Befunde zur Vorverarbeitung</translation>
    </message>
    <message>
        <source>{number_findings} preprocessing finding</source>
        <translation>{number_findings} Befund zur Vorverarbeitung</translation>
    </message>
    <message>
        <source>{number_parts} slice or patch in one split come from a volume whose other parts are in another split</source>
        <translation>{number_parts} Schicht oder Ausschnitt in einem Split stammt aus einem Volumen, dessen übrige Teile in einem anderen Split liegen</translation>
    </message>
    <message>
        <source>{number_parts} slices or patches in one split come from a volume whose other parts are in another split</source>
        <translation>{number_parts} Schichten oder Ausschnitte in einem Split stammen aus einem Volumen, dessen übrige Teile in einem anderen Split liegen</translation>
    </message>
    <message>
        <source>{number_cases} case of a patient sit in another split than the same patient&apos;s other cases</source>
        <translation>{number_cases} Fall eines Patienten liegt in einem anderen Split als die übrigen Fälle desselben Patienten</translation>
    </message>
    <message>
        <source>{number_cases} cases of a patient sit in another split than the same patient&apos;s other cases</source>
        <translation>{number_cases} Fälle eines Patienten liegen in einem anderen Split als die übrigen Fälle desselben Patienten</translation>
    </message>
    <message>
        <source>{part_parts}, and {part_cases}</source>
        <translation>{part_parts}, und {part_cases}</translation>
    </message>
    <message>
        <source>Runs {quoted} and {quoted_2} differ beyond the label boundaries in {lines_count} of {compared} cases: {part_worst_line}.</source>
        <translation>Die Läufe {quoted} und {quoted_2} unterscheiden sich in {lines_count} von {compared} Fällen über die Labelgrenzen hinaus: {part_worst_line}.</translation>
    </message>
    <message>
        <source>Run {run} failed {failed} of {cases} cases: {parts_reason_words}; the verdicts score them as the worst value (Dice 0, distances at the image diagonal).</source>
        <translation>Lauf {run} ist bei {failed} von {cases} Fällen fehlgeschlagen: {parts_reason_words}; die Urteile bewerten sie als schlechtesten Wert (Dice 0, Abstände in Höhe der Bilddiagonale).</translation>
    </message>
    <message>
        <source>The label maps of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are identical in all {compared} cases compared.</source>
        <translation>Die Labelkarten der Läufe &apos;{run_a}&apos; und &apos;{run_b}&apos; sind in allen {compared} verglichenen Fällen identisch.</translation>
    </message>
    <message>
        <source>The label maps of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; differ only at label boundaries: in all {compared} cases every label&apos;s Hausdorff distance between them is within a boundary flip (one voxel along the coarsest axis or two along the finest; largest {largest_hd} mm), {differing} voxels differ in all.</source>
        <translation>Die Labelkarten der Läufe &apos;{run_a}&apos; und &apos;{run_b}&apos; unterscheiden sich nur an Labelgrenzen: In allen {compared} Fällen liegt der Hausdorff-Abstand jedes Labels zwischen ihnen innerhalb eines Randkippens (ein Voxel entlang der gröbsten Achse oder zwei entlang der feinsten; größter {largest_hd} mm), insgesamt unterscheiden sich {differing} Voxel.</translation>
    </message>
    <message>
        <source>The class indices of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; differ: {front}.</source>
        <translation>Die Klassenindizes der Läufe &apos;{run_a}&apos; und &apos;{run_b}&apos; unterscheiden sich: {front}.</translation>
    </message>
    <message>
        <source>{cases_count} of {measured} cases carry most of the difference between runs &apos;{run_a}&apos; and &apos;{run_b}&apos;: {key} and others differ far beyond the typical case.</source>
        <translation>{cases_count} von {measured} Fällen tragen den Großteil des Unterschieds zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos;: {key} und andere unterscheiden sich weit über den typischen Fall hinaus.</translation>
    </message>
    <message>
        <source>{cases_count} of {measured} cases carry most of the difference between runs &apos;{run_a}&apos; and &apos;{run_b}&apos;: {key} differ far beyond the typical case.</source>
        <translation>{cases_count} von {measured} Fällen tragen den Großteil des Unterschieds zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos;: {key} unterscheiden sich weit über den typischen Fall hinaus.</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case Dice difference {largest}) and no Dice difference is significant: consistent with run-to-run variance.</source>
        <translation>Die Unterschiede zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos; verteilen sich über alle {measured} Fälle (größte Dice-Differenz pro Fall {largest}), und keine Dice-Differenz ist signifikant: vereinbar mit der Varianz von Lauf zu Lauf.</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case Dice difference {largest}){value}: consistent with run-to-run variance.</source>
        <translation>Die Unterschiede zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos; verteilen sich über alle {measured} Fälle (größte Dice-Differenz pro Fall {largest}){value}: vereinbar mit der Varianz von Lauf zu Lauf.</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case 1 - Dice {largest}) and no Dice difference is significant: consistent with run-to-run variance.</source>
        <translation>Die Unterschiede zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos; verteilen sich über alle {measured} Fälle (größtes 1 - Dice pro Fall {largest}), und keine Dice-Differenz ist signifikant: vereinbar mit der Varianz von Lauf zu Lauf.</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case 1 - Dice {largest}){value}: consistent with run-to-run variance.</source>
        <translation>Die Unterschiede zwischen den Läufen &apos;{run_a}&apos; und &apos;{run_b}&apos; verteilen sich über alle {measured} Fälle (größtes 1 - Dice pro Fall {largest}){value}: vereinbar mit der Varianz von Lauf zu Lauf.</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement})</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement})</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}, {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}), {part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}, {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}), {part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement} and {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}) und {part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement} and {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}) und {part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}, with {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}), mit {part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}, with {part_more}</source>
        <translation>um {number_voxels} Voxel entlang {letter} verschoben (= {part_displacement}), mit {part_more}</translation>
    </message>
    <message>
        <source>{name_b} better than {name_a}</source>
        <translation>{name_b} besser als {name_a}</translation>
    </message>
    <message>
        <source>no significant difference between {name_a} and {name_b}</source>
        <translation>kein signifikanter Unterschied zwischen {name_a} und {name_b}</translation>
    </message>
    <message>
        <source>mean {run_b} - {run_a} {number_difference} (95% CI [{number_low}, {number_high}]), Wilcoxon p = {number_p}</source>
        <translation>Mittelwert {run_b} - {run_a} {number_difference} (95%-KI [{number_low}, {number_high}]), Wilcoxon p = {number_p}</translation>
    </message>
    <message>
        <source>the mean disagrees: {run_b} - {run_a} {number_difference}, a few cases are much better for run &apos;{run}&apos;</source>
        <translation>der Mittelwert widerspricht: {run_b} - {run_a} {number_difference}, einige Fälle sind für Lauf &apos;{run}&apos; viel besser</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}</source>
        <translation>{name_run}: {number_failed} von {number_cases} fehlgeschlagen</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}: {parts_reasons}</source>
        <translation>{name_run}: {number_failed} von {number_cases} fehlgeschlagen: {parts_reasons}</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}; {part_more}</source>
        <translation>{name_run}: {number_failed} von {number_cases} fehlgeschlagen; {part_more}</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}: {parts_reasons}; {part_more}</source>
        <translation>{name_run}: {number_failed} von {number_cases} fehlgeschlagen: {parts_reasons}; {part_more}</translation>
    </message>
    <message>
        <source>{number_cases} {reason_word}</source>
        <translation>{number_cases} {reason_word}</translation>
    </message>
    <message>
        <source>run &apos;{run}&apos;</source>
        <translation>Lauf &apos;{run}&apos;</translation>
    </message>
    <message>
        <source>in {case}, {label} is in run &apos;{run}&apos; only</source>
        <translation>in {case} ist {label} nur in Lauf &apos;{run}&apos;</translation>
    </message>
    <message>
        <source>in {case}, {label}&apos;s Hausdorff distance between them is {number_mm} mm ({number_voxels} voxels of the coarsest axis)</source>
        <translation>in {case} beträgt der Hausdorff-Abstand von {label} zwischen ihnen {number_mm} mm ({number_voxels} Voxel der gröbsten Achse)</translation>
    </message>
    <message>
        <source>{label_a} of {title_a} is {label_b} of {title_b} in {number_percent}% of its voxels</source>
        <translation>{label_a} von {title_a} ist in {number_percent}% seiner Voxel {label_b} von {title_b}</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s left</source>
        <translation>{number_mm} mm zur linken Seite des Patienten</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s right</source>
        <translation>{number_mm} mm zur rechten Seite des Patienten</translation>
    </message>
    <message>
        <source>{number_mm} mm posterior</source>
        <translation>{number_mm} mm nach posterior</translation>
    </message>
    <message>
        <source>{number_mm} mm anterior</source>
        <translation>{number_mm} mm nach anterior</translation>
    </message>
    <message>
        <source>{number_mm} mm superior</source>
        <translation>{number_mm} mm nach superior</translation>
    </message>
    <message>
        <source>{number_mm} mm inferior</source>
        <translation>{number_mm} mm nach inferior</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s left, {part_more}</source>
        <translation>{number_mm} mm zur linken Seite des Patienten, {part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s right, {part_more}</source>
        <translation>{number_mm} mm zur rechten Seite des Patienten, {part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm posterior, {part_more}</source>
        <translation>{number_mm} mm nach posterior, {part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm anterior, {part_more}</source>
        <translation>{number_mm} mm nach anterior, {part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm superior, {part_more}</source>
        <translation>{number_mm} mm nach superior, {part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm inferior, {part_more}</source>
        <translation>{number_mm} mm nach inferior, {part_more}</translation>
    </message>
    <message>
        <source>no displacement</source>
        <translation>keine Verschiebung</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases (failures scored as the worst value).</source>
        <translation>Lauf {better} ist in den meisten Fällen besser als Lauf {worse} bei {metric} für {label}: Median der Differenz ({value} - {value_2}) {median_difference}, Mittelwert {mean_difference} (95-%-KI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} Fälle (Fehlschläge als schlechtester Wert bewertet).</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases.</source>
        <translation>Lauf {better} ist in den meisten Fällen besser als Lauf {worse} bei {metric} für {label}: Median der Differenz ({value} - {value_2}) {median_difference}, Mittelwert {mean_difference} (95-%-KI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} Fälle.</translation>
    </message>
</context>
<context>
    <name>FindingTerm</name>
    <message>
        <source>check-pair</source>
        <translation>check-pair</translation>
    </message>
    <message>
        <source>Label forensics</source>
        <translation>Labelforensik</translation>
    </message>
    <message>
        <source>NaN/Inf scan</source>
        <translation>NaN/Inf-Scan</translation>
    </message>
    <message>
        <source>Corrupt-file scan</source>
        <translation>Scan auf beschädigte Dateien</translation>
    </message>
    <message>
        <source>SLURM logs</source>
        <translation>SLURM-Logs</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>kein signifikanter Unterschied</translation>
    </message>
    <message>
        <source>TF32 on</source>
        <translation>TF32 an</translation>
    </message>
    <message>
        <source>TF32 off</source>
        <translation>TF32 aus</translation>
    </message>
    <message>
        <source>benchmark on</source>
        <translation>Benchmark an</translation>
    </message>
    <message>
        <source>benchmark off</source>
        <translation>Benchmark aus</translation>
    </message>
    <message>
        <source>deterministic algorithms on</source>
        <translation>deterministische Algorithmen an</translation>
    </message>
    <message>
        <source>deterministic algorithms off</source>
        <translation>deterministische Algorithmen aus</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 Thread</translation>
    </message>
    <message>
        <source>z-score normalised</source>
        <translation>z-Score-normalisiert</translation>
    </message>
    <message>
        <source>scaled to [0, 1]</source>
        <translation>auf [0, 1] skaliert</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>saved mask</source>
        <translation>gespeicherte Maske</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>The model&apos;s output</source>
        <translation>Die Ausgabe des Modells</translation>
    </message>
    <message>
        <source>The prediction with the training spec</source>
        <translation>Die Vorhersage mit der Trainings-Spec</translation>
    </message>
    <message>
        <source>The prediction with the test spec</source>
        <translation>Die Vorhersage mit der Test-Spec</translation>
    </message>
    <message>
        <source>The prediction from tensor A</source>
        <translation>Die Vorhersage aus Tensor A</translation>
    </message>
    <message>
        <source>The prediction from tensor B</source>
        <translation>Die Vorhersage aus Tensor B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Hounsfield units</source>
        <translation>Hounsfield-Einheiten</translation>
    </message>
    <message>
        <source>z-scores (mean 0, std 1 per volume)</source>
        <translation>z-Scores (Mittelwert 0, Standardabweichung 1 je Volumen)</translation>
    </message>
    <message>
        <source>8-bit integers [0,255]</source>
        <translation>8-Bit-Ganzzahlen [0,255]</translation>
    </message>
    <message>
        <source>a mix of value ranges</source>
        <translation>einer Mischung von Wertebereichen</translation>
    </message>
    <message>
        <source>unnormalised values (not HU, [0,1], z-scores or 8-bit)</source>
        <translation>nicht normalisierten Werten (weder HU, [0,1], z-Scores noch 8 Bit)</translation>
    </message>
    <message>
        <source>the truth</source>
        <translation>der Referenz</translation>
    </message>
    <message>
        <source>left-right</source>
        <translation>links-rechts</translation>
    </message>
    <message>
        <source>anterior-posterior</source>
        <translation>anterior-posterior</translation>
    </message>
    <message>
        <source>superior-inferior</source>
        <translation>superior-inferior</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list (&quot;1 mirrored, 2 missing&quot;); Chinese takes &quot;、&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>[birth date removed]</source>
        <translation>[Geburtsdatum entfernt]</translation>
    </message>
    <message>
        <source>slices</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>patches</source>
        <translation>Ausschnitte</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>crops</source>
        <translation>Zuschnitte</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>(empty)</source>
        <extracomment>A value that was empty (a DICOM tag, a header field) in a list of values with their counts (&quot;(empty) 3, LPS 2&quot;).</extracomment>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>ImageInfo</name>
    <message>
        <source>dims</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>spacing</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>origin LPS</source>
        <translation>Ursprung LPS</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>axis codes</source>
        <translation>Achsencodes</translation>
    </message>
    <message>
        <source>RAS affine</source>
        <translation>RAS-Matrix</translation>
    </message>
    <message>
        <source>geometry</source>
        <translation>Geometrie</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>unusable</source>
        <translation>unbrauchbar</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>Transfersyntax</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>references</source>
        <translation>Verweise</translation>
    </message>
    <message>
        <source>placed on</source>
        <translation>platziert auf</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>ROIs</source>
        <translation>ROIs</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Behebung:</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <source>RAS letters</source>
        <translation>RAS-Buchstaben</translation>
    </message>
    <message>
        <source>obliquity</source>
        <translation>Schräglage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>sform_code is {code} ({term_code}), and a set sform takes precedence over the qform, as in nibabel; the qform was refused ({why}).</source>
        <translation>sform_code ist {code} ({term_code}), und eine gesetzte sform hat wie in nibabel Vorrang vor der qform; die qform wurde verworfen ({why}).</translation>
    </message>
    <message>
        <source>sform_code is {code} ({term_code}), and a set sform takes precedence over the qform, as in nibabel.</source>
        <translation>sform_code ist {code} ({term_code}), und eine gesetzte sform hat wie in nibabel Vorrang vor der qform.</translation>
    </message>
    <message>
        <source>qform_code is {code} ({term_code}) and no sform is set.</source>
        <translation>qform_code ist {code} ({term_code}), und keine sform ist gesetzt.</translation>
    </message>
    <message>
        <source>qform_code is {code} ({term_code}) and the sform was refused ({why}).</source>
        <translation>qform_code ist {code} ({term_code}), und die sform wurde verworfen ({why}).</translation>
    </message>
    <message>
        <source>No usable form is left: the sform was refused ({why_sform}) and the qform was refused ({why_qform}), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>Keine brauchbare Form bleibt übrig: Die sform wurde verworfen ({why_sform}) und die qform wurde verworfen ({why_qform}), daher wurde die Vorgabe von nibabel (LAS, Ursprung in der Mitte) aus pixdim gebildet.</translation>
    </message>
    <message>
        <source>No usable form is left: the {form} was refused ({why}), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>Keine brauchbare Form bleibt übrig: Die {form} wurde verworfen ({why}), daher wurde die Vorgabe von nibabel (LAS, Ursprung in der Mitte) aus pixdim gebildet.</translation>
    </message>
    <message>
        <source>Analyze 7.5 headers have no orientation, so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>Analyze-7.5-Header haben keine Orientierung, daher wurde die Vorgabe von nibabel (LAS, Ursprung in der Mitte) aus pixdim gebildet.</translation>
    </message>
    <message>
        <source>Neither form is set (both codes 0), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>Keine der beiden Formen ist gesetzt (beide Codes 0), daher wurde die Vorgabe von nibabel (LAS, Ursprung in der Mitte) aus pixdim gebildet.</translation>
    </message>
    <message>
        <source>ImagePositionPatient (0020,0032) of each image</source>
        <translation>ImagePositionPatient (0020,0032) jedes Bildes</translation>
    </message>
    <message>
        <source>Siemens mosaic tiles from ImagePositionPatient along the CSA SliceNormalVector</source>
        <translation>Siemens-Mosaikkacheln ab ImagePositionPatient entlang des CSA-SliceNormalVector</translation>
    </message>
    <message>
        <source>Siemens mosaic tiles from ImagePositionPatient along row x column cosine</source>
        <translation>Siemens-Mosaikkacheln ab ImagePositionPatient entlang Zeilen- x Spalten-Kosinus</translation>
    </message>
    <message>
        <source>PlanePositionSequence (0020,9113) of each frame</source>
        <translation>PlanePositionSequence (0020,9113) jedes Frames</translation>
    </message>
    <message>
        <source>one ImagePositionPatient (0020,0032) for all frames: the frames are time points</source>
        <translation>eine ImagePositionPatient (0020,0032) für alle Frames: Die Frames sind Zeitpunkte</translation>
    </message>
    <message>
        <source>{tag}, absolute coordinates along the slice normal (first offset not 0); frame 1 lies {distance} mm from ImagePositionPatient along the normal</source>
        <translation>{tag}, absolute Koordinaten entlang der Schichtnormalen (erster Versatz nicht 0); Frame 1 liegt entlang der Normalen {distance} mm von ImagePositionPatient entfernt</translation>
    </message>
    <message>
        <source>{tag}, offsets from ImagePositionPatient along the slice normal</source>
        <translation>{tag}, Versätze ab ImagePositionPatient entlang der Schichtnormalen</translation>
    </message>
    <message>
        <source>{tag}, absolute coordinates along the slice normal (first offset not 0)</source>
        <translation>{tag}, absolute Koordinaten entlang der Schichtnormalen (erster Versatz nicht 0)</translation>
    </message>
    <message>
        <source>no usable position: slices stacked in InstanceNumber and frame order</source>
        <translation>keine brauchbare Position: Schichten in der Reihenfolge von InstanceNumber und Frame gestapelt</translation>
    </message>
    <message>
        <source>the referenced image {label}</source>
        <translation>dem referenzierten Bild {label}</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} positions, {spacing} mm apart, on {slices} slices)</source>
        <translation>den eigenen Frames der SEG ({count} Positionen, {spacing} mm voneinander entfernt, auf {slices} Schichten)</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} positions, {spacing} mm apart)</source>
        <translation>den eigenen Frames der SEG ({count} Positionen, {spacing} mm voneinander entfernt)</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} position, on {slices} slices)</source>
        <translation>den eigenen Frames der SEG ({count} Position, auf {slices} Schichten)</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} position)</source>
        <translation>den eigenen Frames der SEG ({count} Position)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>scanner</source>
        <translation>Scanner</translation>
    </message>
    <message>
        <source>aligned</source>
        <translation>ausgerichtet</translation>
    </message>
    <message>
        <source>talairach</source>
        <translation>Talairach</translation>
    </message>
    <message>
        <source>mni</source>
        <translation>MNI</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>the image it is checked against</source>
        <translation>das Bild, gegen das sie geprüft wird</translation>
    </message>
    <message>
        <source>the images opened with it</source>
        <translation>die mit ihr geöffneten Bilder</translation>
    </message>
    <message>
        <source>its folder</source>
        <translation>ihren Ordner</translation>
    </message>
    <message>
        <source>the folder above it</source>
        <translation>den übergeordneten Ordner</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>real</source>
        <translation>Realteil</translation>
    </message>
    <message>
        <source>imaginary</source>
        <translation>Imaginärteil</translation>
    </message>
    <message>
        <source>fieldmap</source>
        <translation>Feldkarte</translation>
    </message>
    <message>
        <source>{fractional_type}, stored 0..{max} divided by {max}</source>
        <translation>{fractional_type}, gespeichert 0..{max} geteilt durch {max}</translation>
    </message>
    <message>
        <source>{count} segment(s)</source>
        <translation>{count} Segment(e)</translation>
    </message>
    <message>
        <source>{count} frame(s)</source>
        <translation>{count} Frame(s)</translation>
    </message>
    <message>
        <source>{count} ROI(s)</source>
        <translation>{count} ROI(s)</translation>
    </message>
    <message>
        <source>{count} contour(s)</source>
        <translation>{count} Kontur(en)</translation>
    </message>
    <message>
        <source>series {uid}</source>
        <translation>Serie {uid}</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>(keine genannt)</translation>
    </message>
    <message>
        <source>{count} instance(s)</source>
        <translation>{count} Instanz(en)</translation>
    </message>
    <message>
        <source>found by {found_by}: {path}</source>
        <translation>gefunden über {found_by}: {path}</translation>
    </message>
    <message>
        <source>{voxels} voxels on {slices} slice(s)</source>
        <translation>{voxels} Voxel auf {slices} Schicht(en)</translation>
    </message>
    <message>
        <source>volume {index}</source>
        <translation>Volumen {index}</translation>
    </message>
    <message>
        <source>precise floating-point values loaded</source>
        <translation>präzise Gleitkommawerte geladen</translation>
    </message>
    <message>
        <source>display values loaded</source>
        <translation>Anzeigewerte geladen</translation>
    </message>
    <message>
        <source>display DV = PV * {rescale} (RescaleSlope/Intercept), precise FP = DV / (RS * SS) with scale slope SS {scale_slope} (2005,100E): FP = DV * {factor}</source>
        <translation>Anzeige DV = PV * {rescale} (RescaleSlope/Intercept), präzise FP = DV / (RS * SS) mit Skalensteigung SS {scale_slope} (2005,100E): FP = DV * {factor}</translation>
    </message>
    <message>
        <source>first slice; the slopes differ between slices</source>
        <translation>erste Schicht; die Steigungen unterscheiden sich zwischen den Schichten</translation>
    </message>
    <message>
        <source>{count} volumes</source>
        <translation>{count} Volumen</translation>
    </message>
    <message>
        <source>rescale {slope} * x {sign} {intercept}</source>
        <translation>Umskalierung {slope} * x {sign} {intercept}</translation>
    </message>
    <message>
        <source>{angle} deg</source>
        <translation>{angle} Grad</translation>
    </message>
    <message>
        <source>magic &apos;{magic}&apos;  qform_code {qform_code}  sform_code {sform_code}  qfac {qfac}  units {units}</source>
        <translation>magic &apos;{magic}&apos;  qform_code {qform_code}  sform_code {sform_code}  qfac {qfac}  Einheiten {units}</translation>
    </message>
    <message>
        <source>from {source}: {reason}</source>
        <translation>aus {source}: {reason}</translation>
    </message>
    <message>
        <source>series {number} &apos;{description}&apos;</source>
        <translation>Serie {number} &apos;{description}&apos;</translation>
    </message>
    <message>
        <source>{count} files</source>
        <translation>{count} Dateien</translation>
    </message>
    <message>
        <source>mosaic of {count}</source>
        <translation>Mosaik aus {count}</translation>
    </message>
    <message>
        <source>multi-frame</source>
        <translation>Multiframe</translation>
    </message>
    <message>
        <source>patient &apos;{patient}&apos;  series UID {uid}</source>
        <translation>Patient &apos;{patient}&apos;  Serien-UID {uid}</translation>
    </message>
    <message>
        <source>frames placed by {placement}</source>
        <translation>Frames platziert nach {placement}</translation>
    </message>
    <message>
        <source>units {units}</source>
        <translation>Einheiten {units}</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>Fehler: {message}</translation>
    </message>
    <message>
        <source>{count} file(s) skipped: not images.</source>
        <translation>{count} Datei(en) übersprungen: keine Bilder.</translation>
    </message>
    <message>
        <source>{tag}: &apos;{text}&apos; is not {count} finite number(s)</source>
        <translation>{tag}: &apos;{text}&apos; sind nicht {count} endliche Zahl(en)</translation>
    </message>
    <message>
        <source>{tag}: a coordinate lies more than 100 m from the origin</source>
        <translation>{tag}: Eine Koordinate liegt mehr als 100 m vom Ursprung entfernt</translation>
    </message>
    <message>
        <source>{tag}: the row and column cosines are not unit-length and orthogonal</source>
        <translation>{tag}: Die Zeilen- und Spaltenkosinus sind nicht zugleich normiert und orthogonal</translation>
    </message>
    <message>
        <source>{tag}: a spacing is not positive or exceeds 1 m</source>
        <translation>{tag}: Ein Abstand ist nicht positiv oder größer als 1 m</translation>
    </message>
    <message>
        <source>{tag}: holds {count} offsets for {frames} frames</source>
        <translation>{tag}: enthält {count} Versätze für {frames} Frames</translation>
    </message>
    <message>
        <source>{tag}: offset {index} is not a finite number of mm</source>
        <translation>{tag}: Versatz {index} ist keine endliche Zahl von mm</translation>
    </message>
    <message>
        <source>{tag}: cannot place frames without a usable ImagePositionPatient and ImageOrientationPatient</source>
        <translation>{tag}: Ohne brauchbare ImagePositionPatient und ImageOrientationPatient lassen sich die Frames nicht platzieren</translation>
    </message>
    <message>
        <source>{grid}, not {label}&apos;s: {reasons}</source>
        <translation>{grid}, nicht dem von {label}: {reasons}</translation>
    </message>
    <message>
        <source>the SEG&apos;s frames are at {angle} deg to the image&apos;s slices</source>
        <translation>die Frames der SEG stehen im Winkel von {angle} Grad zu den Schichten des Bildes</translation>
    </message>
    <message>
        <source>the SEG&apos;s pixels ({row_spacing} x {column_spacing} mm) do not lie on the image&apos;s pixel grid ({image_row_spacing} x {image_column_spacing} mm, or its rows and columns)</source>
        <translation>die Pixel der SEG ({row_spacing} x {column_spacing} mm) liegen nicht auf dem Pixelraster des Bildes ({image_row_spacing} x {image_column_spacing} mm oder dessen Zeilen und Spalten)</translation>
    </message>
    <message>
        <source>the image&apos;s slices are not in order along its normal</source>
        <translation>die Schichten des Bildes sind entlang seiner Normalen nicht geordnet</translation>
    </message>
    <message>
        <source>the SEG&apos;s pixel grid is shifted by up to {shift} of a voxel from the image&apos;s</source>
        <translation>das Pixelraster der SEG ist um bis zu {shift} eines Voxels gegen das des Bildes verschoben</translation>
    </message>
    <message>
        <source>{count} of {frames} frames lie off the image&apos;s slice planes, by up to {distance}</source>
        <translation>{count} von {frames} Frames liegen neben den Schichtebenen des Bildes, um bis zu {distance}</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>left-right</source>
        <translation>links-rechts</translation>
    </message>
    <message>
        <source>anterior-posterior</source>
        <translation>anterior-posterior</translation>
    </message>
    <message>
        <source>superior-inferior</source>
        <translation>superior-inferior</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>{list}, {next}</source>
        <extracomment>Joins a list of measurements (&quot;voxel axis 0, Dice before the correction 0.34&quot;): {list} is the measurements so far, {next} the next one.</extracomment>
        <translation>{list}, {next}</translation>
    </message>
    <message>
        <source>share of values above 1</source>
        <translation>Anteil der Werte über 1</translation>
    </message>
    <message>
        <source>voxels above 1</source>
        <translation>Voxel über 1</translation>
    </message>
    <message>
        <source>memory allocated by PyTorch</source>
        <translation>von PyTorch belegter Speicher</translation>
    </message>
    <message>
        <source>anatomical axis</source>
        <translation>anatomische Achse</translation>
    </message>
    <message>
        <source>voxels whose label changes</source>
        <translation>Voxel, deren Label sich ändert</translation>
    </message>
    <message>
        <source>argmax tolerance</source>
        <translation>Argmax-Toleranz</translation>
    </message>
    <message>
        <source>voxels whose label changes once run in eval mode</source>
        <translation>Voxel, deren Label sich im Eval-Modus ändert</translation>
    </message>
    <message>
        <source>largest output change once run in eval mode</source>
        <translation>größte Ausgabeänderung im Eval-Modus</translation>
    </message>
    <message>
        <source>largest output change with another batch</source>
        <translation>größte Ausgabeänderung mit einem anderen Batch</translation>
    </message>
    <message>
        <source>operations using batch statistics</source>
        <translation>Operationen mit Batch-Statistiken</translation>
    </message>
    <message>
        <source>voxels below 0</source>
        <translation>Voxel unter 0</translation>
    </message>
    <message>
        <source>best validation loss at</source>
        <translation>bester Validierungsverlust bei</translation>
    </message>
    <message>
        <source>Dice to the training run after the best swap</source>
        <translation>Dice zum Trainingslauf nach dem besten Austausch</translation>
    </message>
    <message>
        <source>share recovered by the best swap</source>
        <translation>durch den besten Austausch zurückgewonnener Anteil</translation>
    </message>
    <message>
        <source>best validation loss</source>
        <translation>bester Validierungsverlust</translation>
    </message>
    <message>
        <source>contours between slices</source>
        <translation>Konturen zwischen den Schichten</translation>
    </message>
    <message>
        <source>contours beyond the image</source>
        <translation>Konturen außerhalb des Bildes</translation>
    </message>
    <message>
        <source>share of boundary voxels</source>
        <translation>Anteil der Randvoxel</translation>
    </message>
    <message>
        <source>boundary voxels</source>
        <translation>Randvoxel</translation>
    </message>
    <message>
        <source>pairs of cases</source>
        <translation>Fallpaare</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>classes affected</source>
        <translation>betroffene Klassen</translation>
    </message>
    <message>
        <source>collective operation ran for</source>
        <translation>Laufzeit der kollektiven Operation</translation>
    </message>
    <message>
        <source>collective operation timeout</source>
        <translation>Zeitlimit der kollektiven Operation</translation>
    </message>
    <message>
        <source>length of affine column {n}</source>
        <translation>Länge der Affine-Spalte {n}</translation>
    </message>
    <message>
        <source>comparable cases</source>
        <translation>vergleichbare Fälle</translation>
    </message>
    <message>
        <source>p over the comparable cases</source>
        <translation>p über die vergleichbaren Fälle</translation>
    </message>
    <message>
        <source>compared cases</source>
        <translation>verglichene Fälle</translation>
    </message>
    <message>
        <source>contact area</source>
        <translation>Kontaktfläche</translation>
    </message>
    <message>
        <source>share of the cross-section in contact</source>
        <translation>Anteil des Querschnitts mit Kontakt</translation>
    </message>
    <message>
        <source>voxels in contact</source>
        <translation>Voxel mit Kontakt</translation>
    </message>
    <message>
        <source>contours</source>
        <translation>Konturen</translation>
    </message>
    <message>
        <source>contours drawn anyway</source>
        <translation>trotzdem gezeichnete Konturen</translation>
    </message>
    <message>
        <source>contours referencing missing images</source>
        <translation>Konturen, die auf fehlende Bilder verweisen</translation>
    </message>
    <message>
        <source>copied volumes</source>
        <translation>kopierte Volumen</translation>
    </message>
    <message>
        <source>shift by the correction</source>
        <translation>Verschiebung durch die Korrektur</translation>
    </message>
    <message>
        <source>shift by the correction in voxels</source>
        <translation>Verschiebung durch die Korrektur in Voxeln</translation>
    </message>
    <message>
        <source>correlation with the image</source>
        <translation>Korrelation mit dem Bild</translation>
    </message>
    <message>
        <source>share of the section cut</source>
        <translation>abgeschnittener Anteil des Querschnitts</translation>
    </message>
    <message>
        <source>Dice after the correction</source>
        <translation>Dice nach der Korrektur</translation>
    </message>
    <message>
        <source>Dice before the correction</source>
        <translation>Dice vor der Korrektur</translation>
    </message>
    <message>
        <source>DICOM series</source>
        <translation>DICOM-Serien</translation>
    </message>
    <message>
        <source>differing voxels</source>
        <translation>abweichende Voxel</translation>
    </message>
    <message>
        <source>share of disagreeing voxels</source>
        <translation>Anteil der nicht übereinstimmenden Voxel</translation>
    </message>
    <message>
        <source>disagreeing voxels</source>
        <translation>nicht übereinstimmende Voxel</translation>
    </message>
    <message>
        <source>distinct pairs</source>
        <translation>verschiedene Paare</translation>
    </message>
    <message>
        <source>distinct values</source>
        <translation>verschiedene Werte</translation>
    </message>
    <message>
        <source>edge score after the correction</source>
        <translation>Kantenwert nach der Korrektur</translation>
    </message>
    <message>
        <source>edge score before the correction</source>
        <translation>Kantenwert vor der Korrektur</translation>
    </message>
    <message>
        <source>elapsed time</source>
        <translation>verstrichene Zeit</translation>
    </message>
    <message>
        <source>empty folders</source>
        <translation>leere Ordner</translation>
    </message>
    <message>
        <source>expected initial loss</source>
        <translation>erwarteter Anfangsverlust</translation>
    </message>
    <message>
        <source>extent difference along {axis}</source>
        <translation>Ausdehnungsunterschied entlang {axis}</translation>
    </message>
    <message>
        <source>faces cut</source>
        <translation>abgeschnittene Seiten</translation>
    </message>
    <message>
        <source>expected factor</source>
        <translation>erwarteter Faktor</translation>
    </message>
    <message>
        <source>measured factor</source>
        <translation>gemessener Faktor</translation>
    </message>
    <message>
        <source>scale factor along {direction}</source>
        <translation>Skalierungsfaktor entlang {direction}</translation>
    </message>
    <message>
        <source>failed cases</source>
        <translation>fehlgeschlagene Fälle</translation>
    </message>
    <message>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>files scanned</source>
        <translation>durchsuchte Dateien</translation>
    </message>
    <message>
        <source>files seen</source>
        <translation>gefundene Dateien</translation>
    </message>
    <message>
        <source>files skipped</source>
        <translation>übersprungene Dateien</translation>
    </message>
    <message>
        <source>final Dice</source>
        <translation>End-Dice</translation>
    </message>
    <message>
        <source>final loss</source>
        <translation>Endverlust</translation>
    </message>
    <message>
        <source>first loss</source>
        <translation>erster Verlust</translation>
    </message>
    <message>
        <source>first non-finite value at</source>
        <translation>erster nicht endlicher Wert bei</translation>
    </message>
    <message>
        <source>position of the first non-finite activation</source>
        <translation>Position der ersten nicht endlichen Aktivierung</translation>
    </message>
    <message>
        <source>flagged comparisons</source>
        <translation>markierte Vergleiche</translation>
    </message>
    <message>
        <source>flipped axes</source>
        <translation>gespiegelte Achsen</translation>
    </message>
    <message>
        <source>foreground volume</source>
        <translation>Vordergrundvolumen</translation>
    </message>
    <message>
        <source>foreground voxels</source>
        <translation>Vordergrundvoxel</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>frames compared</source>
        <translation>verglichene Frames</translation>
    </message>
    <message>
        <source>frames off the image planes</source>
        <translation>Frames außerhalb der Bildebenen</translation>
    </message>
    <message>
        <source>free GPU memory</source>
        <translation>freier GPU-Speicher</translation>
    </message>
    <message>
        <source>frozen tensors</source>
        <translation>eingefrorene Tensoren</translation>
    </message>
    <message>
        <source>gantry tilt in the header</source>
        <translation>Gantry-Neigung im Header</translation>
    </message>
    <message>
        <source>gap at the best point</source>
        <translation>Abstand am besten Punkt</translation>
    </message>
    <message>
        <source>gap at the end</source>
        <translation>Abstand am Ende</translation>
    </message>
    <message>
        <source>grids</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <source>highest similarity</source>
        <translation>höchste Ähnlichkeit</translation>
    </message>
    <message>
        <source>share of the histogram peak</source>
        <translation>Anteil der Histogrammspitze</translation>
    </message>
    <message>
        <source>image size along {axis}</source>
        <translation>Bildgröße entlang {axis}</translation>
    </message>
    <message>
        <source>image slice spacing</source>
        <translation>Schichtabstand des Bildes</translation>
    </message>
    <message>
        <source>image slice thickness</source>
        <translation>Schichtdicke des Bildes</translation>
    </message>
    <message>
        <source>images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>images loaded</source>
        <translation>geladene Bilder</translation>
    </message>
    <message>
        <source>images with errors</source>
        <translation>Bilder mit Fehlern</translation>
    </message>
    <message>
        <source>in-plane shift</source>
        <translation>Verschiebung in der Ebene</translation>
    </message>
    <message>
        <source>in-plane shift in voxels</source>
        <translation>Verschiebung in der Ebene in Voxeln</translation>
    </message>
    <message>
        <source>infinite values</source>
        <translation>unendliche Werte</translation>
    </message>
    <message>
        <source>initial loss</source>
        <translation>Anfangsverlust</translation>
    </message>
    <message>
        <source>integer tolerance</source>
        <translation>Ganzzahltoleranz</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>label maps</source>
        <translation>Labelkarten</translation>
    </message>
    <message>
        <source>labelled voxels</source>
        <translation>gelabelte Voxel</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>largest difference</source>
        <translation>größter Unterschied</translation>
    </message>
    <message>
        <source>largest distance</source>
        <translation>größter Abstand</translation>
    </message>
    <message>
        <source>largest Hausdorff distance</source>
        <translation>größter Hausdorff-Abstand</translation>
    </message>
    <message>
        <source>largest gap</source>
        <translation>größte Lücke</translation>
    </message>
    <message>
        <source>largest gap in slices</source>
        <translation>größte Lücke in Schichten</translation>
    </message>
    <message>
        <source>largest label</source>
        <translation>größtes Label</translation>
    </message>
    <message>
        <source>last finite loss</source>
        <translation>letzter endlicher Verlust</translation>
    </message>
    <message>
        <source>last loss</source>
        <translation>letzter Verlust</translation>
    </message>
    <message>
        <source>improvement over the last window</source>
        <translation>Verbesserung im letzten Fenster</translation>
    </message>
    <message>
        <source>files left out</source>
        <translation>ausgelassene Dateien</translation>
    </message>
    <message>
        <source>images left out</source>
        <translation>ausgelassene Bilder</translation>
    </message>
    <message>
        <source>standard deviation of the logits</source>
        <translation>Standardabweichung der Logits</translation>
    </message>
    <message>
        <source>lowest similarity</source>
        <translation>niedrigste Ähnlichkeit</translation>
    </message>
    <message>
        <source>image axis of mask axis {n}</source>
        <translation>Bildachse der Maskenachse {n}</translation>
    </message>
    <message>
        <source>mask size along {axis}</source>
        <translation>Maskengröße entlang {axis}</translation>
    </message>
    <message>
        <source>mask values that are not a class</source>
        <translation>Maskenwerte, die keine Klasse sind</translation>
    </message>
    <message>
        <source>matching lines</source>
        <translation>passende Zeilen</translation>
    </message>
    <message>
        <source>largest absolute difference</source>
        <translation>größte absolute Differenz</translation>
    </message>
    <message>
        <source>largest axis angle</source>
        <translation>größter Achsenwinkel</translation>
    </message>
    <message>
        <source>largest distance beyond the image</source>
        <translation>größter Abstand außerhalb des Bildes</translation>
    </message>
    <message>
        <source>largest corner distance</source>
        <translation>größter Eckabstand</translation>
    </message>
    <message>
        <source>largest corner distance in voxels</source>
        <translation>größter Eckabstand in Voxeln</translation>
    </message>
    <message>
        <source>largest deviation</source>
        <translation>größte Abweichung</translation>
    </message>
    <message>
        <source>largest deviation in voxels</source>
        <translation>größte Abweichung in Voxeln</translation>
    </message>
    <message>
        <source>largest direction angle</source>
        <translation>größter Richtungswinkel</translation>
    </message>
    <message>
        <source>largest distance in voxels</source>
        <translation>größter Abstand in Voxeln</translation>
    </message>
    <message>
        <source>largest offset</source>
        <translation>größter Versatz</translation>
    </message>
    <message>
        <source>largest offset in voxels</source>
        <translation>größter Versatz in Voxeln</translation>
    </message>
    <message>
        <source>peak memory used</source>
        <translation>höchster Speicherverbrauch</translation>
    </message>
    <message>
        <source>largest spread</source>
        <translation>größte Streuung</translation>
    </message>
    <message>
        <source>largest value</source>
        <translation>größter Wert</translation>
    </message>
    <message>
        <source>mean Dice as delivered</source>
        <translation>mittlerer Dice wie geliefert</translation>
    </message>
    <message>
        <source>mean Dice once undone</source>
        <translation>mittlerer Dice nach dem Rückgängigmachen</translation>
    </message>
    <message>
        <source>mean difference</source>
        <translation>mittlere Differenz</translation>
    </message>
    <message>
        <source>mean Dice</source>
        <translation>mittlerer Dice</translation>
    </message>
    <message>
        <source>measured cases</source>
        <translation>gemessene Fälle</translation>
    </message>
    <message>
        <source>measured 0.5th percentile</source>
        <translation>gemessenes 0,5. Perzentil</translation>
    </message>
    <message>
        <source>measured 99.5th percentile</source>
        <translation>gemessenes 99,5. Perzentil</translation>
    </message>
    <message>
        <source>measured spacing along {axis}</source>
        <translation>gemessener Abstand entlang {axis}</translation>
    </message>
    <message>
        <source>median difference</source>
        <translation>Median der Differenz</translation>
    </message>
    <message>
        <source>smallest gap</source>
        <translation>kleinste Lücke</translation>
    </message>
    <message>
        <source>smallest value</source>
        <translation>kleinster Wert</translation>
    </message>
    <message>
        <source>missing instances</source>
        <translation>fehlende Instanzen</translation>
    </message>
    <message>
        <source>missing slices</source>
        <translation>fehlende Schichten</translation>
    </message>
    <message>
        <source>modules in training mode</source>
        <translation>Module im Trainingsmodus</translation>
    </message>
    <message>
        <source>NaN values</source>
        <translation>NaN-Werte</translation>
    </message>
    <message>
        <source>share of negative values</source>
        <translation>Anteil negativer Werte</translation>
    </message>
    <message>
        <source>share of non-finite values</source>
        <translation>Anteil nicht endlicher Werte</translation>
    </message>
    <message>
        <source>non-finite voxels</source>
        <translation>nicht endliche Voxel</translation>
    </message>
    <message>
        <source>share of non-integer values at the boundary</source>
        <translation>Anteil nicht ganzzahliger Werte am Rand</translation>
    </message>
    <message>
        <source>share of non-integer values between two labels</source>
        <translation>Anteil nicht ganzzahliger Werte zwischen zwei Labels</translation>
    </message>
    <message>
        <source>share of non-integer values between labels along {axis}</source>
        <translation>Anteil nicht ganzzahliger Werte zwischen Labels entlang {axis}</translation>
    </message>
    <message>
        <source>share of non-integer values</source>
        <translation>Anteil nicht ganzzahliger Werte</translation>
    </message>
    <message>
        <source>share of non-integer values among non-zero voxels</source>
        <translation>Anteil nicht ganzzahliger Werte unter den Voxeln ungleich null</translation>
    </message>
    <message>
        <source>non-integer voxels</source>
        <translation>nicht ganzzahlige Voxel</translation>
    </message>
    <message>
        <source>non-finite values</source>
        <translation>nicht endliche Werte</translation>
    </message>
    <message>
        <source>volumes with non-finite values</source>
        <translation>Volumen mit nicht endlichen Werten</translation>
    </message>
    <message>
        <source>share of voxels not summing to 1</source>
        <translation>Anteil der Voxel, deren Summe nicht 1 ist</translation>
    </message>
    <message>
        <source>voxels not summing to 1</source>
        <translation>Voxel, deren Summe nicht 1 ist</translation>
    </message>
    <message>
        <source>offset</source>
        <translation>Versatz</translation>
    </message>
    <message>
        <source>offset in voxels</source>
        <translation>Versatz in Voxeln</translation>
    </message>
    <message>
        <source>offset in voxels along {axis}</source>
        <translation>Versatz in Voxeln entlang {axis}</translation>
    </message>
    <message>
        <source>offset along {axis}</source>
        <translation>Versatz entlang {axis}</translation>
    </message>
    <message>
        <source>distance between the origins</source>
        <translation>Abstand zwischen den Ursprüngen</translation>
    </message>
    <message>
        <source>values out of range</source>
        <translation>Werte außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>voxels out of range</source>
        <translation>Voxel außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>outlier threshold</source>
        <translation>Ausreißerschwelle</translation>
    </message>
    <message>
        <source>overlapping share</source>
        <translation>überlappender Anteil</translation>
    </message>
    <message>
        <source>overlapping voxels</source>
        <translation>überlappende Voxel</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>median 99th percentile in {split}</source>
        <translation>Median des 99. Perzentils in {split}</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>pairs of parts</source>
        <translation>Teilpaare</translation>
    </message>
    <message>
        <source>patients</source>
        <translation>Patienten</translation>
    </message>
    <message>
        <source>pixdim[{n}]</source>
        <translation>pixdim[{n}]</translation>
    </message>
    <message>
        <source>first axis of the plane</source>
        <translation>erste Achse der Ebene</translation>
    </message>
    <message>
        <source>second axis of the plane</source>
        <translation>zweite Achse der Ebene</translation>
    </message>
    <message>
        <source>plateau from</source>
        <translation>Plateau ab</translation>
    </message>
    <message>
        <source>loss on the plateau</source>
        <translation>Verlust auf dem Plateau</translation>
    </message>
    <message>
        <source>pooled mean in {split}</source>
        <translation>gepoolter Mittelwert in {split}</translation>
    </message>
    <message>
        <source>pooled standard deviation in {split}</source>
        <translation>gepoolte Standardabweichung in {split}</translation>
    </message>
    <message>
        <source>probability tolerance</source>
        <translation>Wahrscheinlichkeitstoleranz</translation>
    </message>
    <message>
        <source>memory in use by this process</source>
        <translation>von diesem Prozess belegter Speicher</translation>
    </message>
    <message>
        <source>random operations</source>
        <translation>zufällige Operationen</translation>
    </message>
    <message>
        <source>referenced instances</source>
        <translation>referenzierte Instanzen</translation>
    </message>
    <message>
        <source>relative amplitude</source>
        <translation>relative Amplitude</translation>
    </message>
    <message>
        <source>relative difference</source>
        <translation>relative Differenz</translation>
    </message>
    <message>
        <source>requested memory</source>
        <translation>angeforderter Speicher</translation>
    </message>
    <message>
        <source>resampled axes</source>
        <translation>neu abgetastete Achsen</translation>
    </message>
    <message>
        <source>memory reserved by PyTorch</source>
        <translation>von PyTorch reservierter Speicher</translation>
    </message>
    <message>
        <source>memory reserved but unallocated</source>
        <translation>reservierter, aber nicht belegter Speicher</translation>
    </message>
    <message>
        <source>regions of interest</source>
        <translation>Regions of Interest</translation>
    </message>
    <message>
        <source>rotation angle</source>
        <translation>Drehwinkel</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>share of the boundary between two labels</source>
        <translation>Anteil des Randes zwischen zwei Labels</translation>
    </message>
    <message>
        <source>voxels between two labels</source>
        <translation>Voxel zwischen zwei Labels</translation>
    </message>
    <message>
        <source>SEG frame spacing</source>
        <translation>Frame-Abstand des SEG</translation>
    </message>
    <message>
        <source>series</source>
        <translation>Serien</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>Scherung</translation>
    </message>
    <message>
        <source>shift along {axis}</source>
        <translation>Verschiebung entlang {axis}</translation>
    </message>
    <message>
        <source>shrinkage</source>
        <translation>Schrumpfung</translation>
    </message>
    <message>
        <source>sign changes</source>
        <translation>Vorzeichenwechsel</translation>
    </message>
    <message>
        <source>slice spacing</source>
        <translation>Schichtabstand</translation>
    </message>
    <message>
        <source>spacing difference along {direction}</source>
        <translation>Abstandsunterschied entlang {direction}</translation>
    </message>
    <message>
        <source>differences in the specification</source>
        <translation>Unterschiede in der Spezifikation</translation>
    </message>
    <message>
        <source>volumes in the split</source>
        <translation>Volumen im Split</translation>
    </message>
    <message>
        <source>stated upper bound</source>
        <translation>angegebene Obergrenze</translation>
    </message>
    <message>
        <source>stated lower bound</source>
        <translation>angegebene Untergrenze</translation>
    </message>
    <message>
        <source>stated output maximum</source>
        <translation>angegebenes Ausgabemaximum</translation>
    </message>
    <message>
        <source>stated output minimum</source>
        <translation>angegebenes Ausgabeminimum</translation>
    </message>
    <message>
        <source>stated spacing along {axis}</source>
        <translation>angegebener Abstand entlang {axis}</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>sum tolerance</source>
        <translation>Summentoleranz</translation>
    </message>
    <message>
        <source>suspected pairs</source>
        <translation>verdächtige Paare</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>tilt angle</source>
        <translation>Neigungswinkel</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>total GPU memory</source>
        <translation>gesamter GPU-Speicher</translation>
    </message>
    <message>
        <source>total variation</source>
        <translation>Totalvariation</translation>
    </message>
    <message>
        <source>voxels in total</source>
        <translation>Voxel insgesamt</translation>
    </message>
    <message>
        <source>training loss drop after the best point</source>
        <translation>Abfall des Trainingsverlusts nach dem besten Punkt</translation>
    </message>
    <message>
        <source>training loss improvement</source>
        <translation>Verbesserung des Trainingsverlusts</translation>
    </message>
    <message>
        <source>memory asked for</source>
        <translation>angeforderter Speicher</translation>
    </message>
    <message>
        <source>typical difference</source>
        <translation>typische Differenz</translation>
    </message>
    <message>
        <source>typical gap</source>
        <translation>typische Lücke</translation>
    </message>
    <message>
        <source>share of unexpected values</source>
        <translation>Anteil unerwarteter Werte</translation>
    </message>
    <message>
        <source>unexpected values</source>
        <translation>unerwartete Werte</translation>
    </message>
    <message>
        <source>voxels with unexpected values</source>
        <translation>Voxel mit unerwarteten Werten</translation>
    </message>
    <message>
        <source>unreadable files</source>
        <translation>unlesbare Dateien</translation>
    </message>
    <message>
        <source>unusable values</source>
        <translation>unbrauchbare Werte</translation>
    </message>
    <message>
        <source>validation loss improvement</source>
        <translation>Verbesserung des Validierungsverlusts</translation>
    </message>
    <message>
        <source>validation loss rise</source>
        <translation>Anstieg des Validierungsverlusts</translation>
    </message>
    <message>
        <source>value domain differs</source>
        <translation>Wertebereich unterscheidet sich</translation>
    </message>
    <message>
        <source>volume labelled 255</source>
        <translation>mit 255 gelabeltes Volumen</translation>
    </message>
    <message>
        <source>volumes</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>min-max scaled volumes in {split}</source>
        <translation>min-max-skalierte Volumen in {split}</translation>
    </message>
    <message>
        <source>standardised volumes in {split}</source>
        <translation>standardisierte Volumen in {split}</translation>
    </message>
    <message>
        <source>volumes with an identity</source>
        <translation>Volumen mit Identität</translation>
    </message>
    <message>
        <source>volumes with a thumbnail</source>
        <translation>Volumen mit Vorschaubild</translation>
    </message>
    <message>
        <source>volumes without an identity</source>
        <translation>Volumen ohne Identität</translation>
    </message>
    <message>
        <source>volumes in {split}</source>
        <translation>Volumen in {split}</translation>
    </message>
    <message>
        <source>voxel axis</source>
        <translation>Voxelachse</translation>
    </message>
    <message>
        <source>voxel volume</source>
        <translation>Voxelvolumen</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>Voxel</translation>
    </message>
    <message>
        <source>voxels labelled 255</source>
        <translation>mit 255 gelabelte Voxel</translation>
    </message>
    <message>
        <source>voxels beyond the image</source>
        <translation>Voxel außerhalb des Bildes</translation>
    </message>
    <message>
        <source>voxels that differ</source>
        <translation>abweichende Voxel</translation>
    </message>
    <message>
        <source>worst class</source>
        <translation>schlechteste Klasse</translation>
    </message>
    <message>
        <source>disagreement in the worst class</source>
        <translation>Abweichung in der schlechtesten Klasse</translation>
    </message>
    <message>
        <source>Cohen&apos;s d of {feature}</source>
        <translation>Cohens d von {feature}</translation>
    </message>
    <message>
        <source>Kolmogorov-Smirnov D of {feature}</source>
        <translation>Kolmogorov-Smirnov-D von {feature}</translation>
    </message>
    <message>
        <source>median {feature} in {split}</source>
        <translation>Median von {feature} in {split}</translation>
    </message>
    <message>
        <source>Wasserstein distance of {feature}</source>
        <translation>Wasserstein-Abstand von {feature}</translation>
    </message>
    <message>
        <source>{what} offset in voxels by {tool}</source>
        <translation>Versatz von {what} in Voxeln durch {tool}</translation>
    </message>
    <message>
        <source>{what} offset by {tool}</source>
        <translation>Versatz von {what} durch {tool}</translation>
    </message>
    <message>
        <source>{tool} refuses the {what}</source>
        <translation>{tool} verweigert {what}</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <source>mean intensity</source>
        <translation>mittlere Intensität</translation>
    </message>
    <message>
        <source>intensity standard deviation</source>
        <translation>Standardabweichung der Intensität</translation>
    </message>
    <message>
        <source>1st intensity percentile</source>
        <translation>1. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>median intensity</source>
        <translation>Median der Intensität</translation>
    </message>
    <message>
        <source>99th intensity percentile</source>
        <translation>99. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>smallest intensity</source>
        <translation>kleinste Intensität</translation>
    </message>
    <message>
        <source>largest intensity</source>
        <translation>größte Intensität</translation>
    </message>
    <message>
        <source>share of zero voxels</source>
        <translation>Anteil der Nullvoxel</translation>
    </message>
    <message>
        <source>spacing along x</source>
        <translation>Abstand entlang x</translation>
    </message>
    <message>
        <source>spacing along y</source>
        <translation>Abstand entlang y</translation>
    </message>
    <message>
        <source>spacing along z</source>
        <translation>Abstand entlang z</translation>
    </message>
    <message>
        <source>size along x</source>
        <translation>Größe entlang x</translation>
    </message>
    <message>
        <source>size along y</source>
        <translation>Größe entlang y</translation>
    </message>
    <message>
        <source>size along z</source>
        <translation>Größe entlang z</translation>
    </message>
</context>
<context>
    <name>MeasurementUnit</name>
    <message>
        <source>{value} voxels</source>
        <translation>{value} Voxel</translation>
    </message>
    <message>
        <source>{value} values</source>
        <translation>{value} Werte</translation>
    </message>
    <message>
        <source>{value} (fraction)</source>
        <translation>{value} (Anteil)</translation>
    </message>
    <message>
        <source>{value} classes</source>
        <translation>{value} Klassen</translation>
    </message>
    <message>
        <source>{value} (probability)</source>
        <translation>{value} (Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>{value} nats</source>
        <translation>{value} nat</translation>
    </message>
    <message>
        <source>{value} (model output units)</source>
        <translation>{value} (Einheiten der Modellausgabe)</translation>
    </message>
    <message>
        <source>{value} mm</source>
        <translation>{value} mm</translation>
    </message>
    <message>
        <source>{value} mm²</source>
        <translation>{value} mm²</translation>
    </message>
    <message>
        <source>{value} mm³</source>
        <translation>{value} mm³</translation>
    </message>
    <message>
        <source>{value} ml</source>
        <translation>{value} ml</translation>
    </message>
    <message>
        <source>{value}°</source>
        <translation>{value}°</translation>
    </message>
    <message>
        <source>{value} s</source>
        <translation>{value} s</translation>
    </message>
    <message>
        <source>{value} GiB</source>
        <translation>{value} GiB</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>{value} (bitmask: 1 = i, 2 = j, 4 = k)</source>
        <translation>{value} (Bitmaske: 1 = i, 2 = j, 4 = k)</translation>
    </message>
    <message>
        <source>step {value}</source>
        <translation>Schritt {value}</translation>
    </message>
    <message>
        <source>epoch {value}</source>
        <translation>Epoche {value}</translation>
    </message>
    <message>
        <source>row {value}</source>
        <translation>Zeile {value}</translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>IoU</source>
        <translation>IoU</translation>
    </message>
    <message>
        <source>HD (mm)</source>
        <translation>HD (mm)</translation>
    </message>
    <message>
        <source>HD95 (mm)</source>
        <translation>HD95 (mm)</translation>
    </message>
    <message>
        <source>ASSD (mm)</source>
        <translation>ASSD (mm)</translation>
    </message>
    <message>
        <source>NSD</source>
        <translation>NSD</translation>
    </message>
    <message>
        <source>Volume difference (ml)</source>
        <translation>Volumendifferenz (ml)</translation>
    </message>
    <message>
        <source>|Volume difference| (ml)</source>
        <translation>|Volumendifferenz| (ml)</translation>
    </message>
    <message>
        <source>Lesion F1</source>
        <translation>Läsions-F1</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>run A</source>
        <translation>Lauf A</translation>
    </message>
    <message>
        <source>with one part switched off</source>
        <translation>mit einem abgeschalteten Teil</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>voxels whose label changes</source>
        <translation>Voxel, deren Label sich ändert</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>Voxel</translation>
    </message>
    <message>
        <source>voxels whose label changes once run in eval mode</source>
        <translation>Voxel, deren Label sich im Eval-Modus ändert</translation>
    </message>
    <message>
        <source>largest output change once run in eval mode</source>
        <translation>größte Ausgabeänderung im Eval-Modus</translation>
    </message>
    <message>
        <source>run B</source>
        <translation>Lauf B</translation>
    </message>
    <message>
        <source>Backend settings</source>
        <translation>Backend-Einstellungen</translation>
    </message>
    <message>
        <source>output depends on the rest of the batch</source>
        <translation>Ausgabe hängt vom Rest des Batches ab</translation>
    </message>
    <message>
        <source>largest output change with another batch</source>
        <translation>größte Ausgabeänderung mit einem anderen Batch</translation>
    </message>
    <message>
        <source>batch test</source>
        <translation>Batch-Test</translation>
    </message>
    <message>
        <source>batch test run</source>
        <translation>Batch-Test ausgeführt</translation>
    </message>
    <message>
        <source>batch test skipped because</source>
        <translation>Batch-Test übersprungen, weil</translation>
    </message>
    <message>
        <source>operations using batch statistics</source>
        <translation>Operationen mit Batch-Statistiken</translation>
    </message>
    <message>
        <source>Dice to the training run after the best swap</source>
        <translation>Dice zum Trainingslauf nach dem besten Austausch</translation>
    </message>
    <message>
        <source>share recovered by the best swap</source>
        <translation>durch den besten Austausch zurückgewonnener Anteil</translation>
    </message>
    <message>
        <source>bit-identical</source>
        <translation>bitidentisch</translation>
    </message>
    <message>
        <source>buffers</source>
        <translation>Buffer</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>causes</source>
        <translation>Ursachen</translation>
    </message>
    <message>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>voxels per class in A</source>
        <translation>Voxel pro Klasse in A</translation>
    </message>
    <message>
        <source>voxels per class in B</source>
        <translation>Voxel pro Klasse in B</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>classes affected</source>
        <translation>betroffene Klassen</translation>
    </message>
    <message>
        <source>comparable</source>
        <translation>vergleichbar</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>bit-identical with constant folding off</source>
        <translation>bitidentisch mit abgeschalteter Konstantenfaltung</translation>
    </message>
    <message>
        <source>run with constant folding off</source>
        <translation>Lauf mit abgeschalteter Konstantenfaltung</translation>
    </message>
    <message>
        <source>constant folding test skipped because</source>
        <translation>Test der Konstantenfaltung übersprungen, weil</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>Anzahlen</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-Threads</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode (picks kernels by speed)</source>
        <translation>cuDNN-Benchmark-Modus (wählt Kernel nach Geschwindigkeit)</translation>
    </message>
    <message>
        <source>cuDNN deterministic kernels</source>
        <translation>deterministische cuDNN-Kernel</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>share of units that never activate</source>
        <translation>Anteil der Einheiten, die nie aktivieren</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>PyTorch deterministic algorithms</source>
        <translation>deterministische PyTorch-Algorithmen</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Dice + cross-entropy loss</source>
        <translation>Dice- + Kreuzentropie-Loss</translation>
    </message>
    <message>
        <source>Dice to the training-mode output</source>
        <translation>Dice zur Ausgabe im Trainingsmodus</translation>
    </message>
    <message>
        <source>disagreement</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>data type</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <source>data types</source>
        <translation>Datentypen</translation>
    </message>
    <message>
        <source>bin edges</source>
        <translation>Klassengrenzen</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>eval-mode reruns bit-identical</source>
        <translation>Wiederholungen im Eval-Modus bitidentisch</translation>
    </message>
    <message>
        <source>largest difference between eval-mode reruns</source>
        <translation>größte Differenz zwischen Wiederholungen im Eval-Modus</translation>
    </message>
    <message>
        <source>Train vs eval mode</source>
        <translation>Trainings- vs. Eval-Modus</translation>
    </message>
    <message>
        <source>eval-mode reruns</source>
        <translation>Wiederholungen im Eval-Modus</translation>
    </message>
    <message>
        <source>expected loss at the start (ln of the class count)</source>
        <translation>erwarteter Loss zu Beginn (ln der Klassenzahl)</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>exploding gradients (absolute limit)</source>
        <translation>explodierende Gradienten (absolute Grenze)</translation>
    </message>
    <message>
        <source>exploding gradient size</source>
        <translation>Größe explodierender Gradienten</translation>
    </message>
    <message>
        <source>exploding gradients (relative to the median)</source>
        <translation>explodierende Gradienten (relativ zum Median)</translation>
    </message>
    <message>
        <source>file size</source>
        <translation>Dateigröße</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>file format version</source>
        <translation>Version des Dateiformats</translation>
    </message>
    <message>
        <source>Dice at the end</source>
        <translation>Dice am Ende</translation>
    </message>
    <message>
        <source>loss at the end</source>
        <translation>Loss am Ende</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>first operation with a NaN or infinity (in run order)</source>
        <translation>erste Operation mit einem NaN oder Unendlich (in Ausführungsreihenfolge)</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>stored column-major (Fortran order)</source>
        <translation>spaltenweise gespeichert (Fortran-Reihenfolge)</translation>
    </message>
    <message>
        <source>forward signature</source>
        <translation>forward-Signatur</translation>
    </message>
    <message>
        <source>share of zeros</source>
        <translation>Anteil der Nullen</translation>
    </message>
    <message>
        <source>frozen parameters</source>
        <translation>eingefrorene Parameter</translation>
    </message>
    <message>
        <source>frozen tensors</source>
        <translation>eingefrorene Tensoren</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>Gradientennorm</translation>
    </message>
    <message>
        <source>histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>infinite values</source>
        <translation>unendliche Werte</translation>
    </message>
    <message>
        <source>loss at the start</source>
        <translation>Loss zu Beginn</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>input voxels that are NaN or infinite</source>
        <translation>Eingabevoxel, die NaN oder unendlich sind</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>voxels whose label differs from the training-mode output</source>
        <translation>Voxel, deren Label von der Ausgabe im Trainingsmodus abweicht</translation>
    </message>
    <message>
        <source>label entropy</source>
        <translation>Labelentropie</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>Bit</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>LibTorch version</source>
        <translation>LibTorch-Version</translation>
    </message>
    <message>
        <source>mean logit</source>
        <translation>mittlerer Logit</translation>
    </message>
    <message>
        <source>logit standard deviation</source>
        <translation>Standardabweichung der Logits</translation>
    </message>
    <message>
        <source>looks like</source>
        <translation>sieht aus wie</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>loss function</source>
        <translation>Loss-Funktion</translation>
    </message>
    <message>
        <source>maps</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>largest absolute difference</source>
        <translation>größte absolute Differenz</translation>
    </message>
    <message>
        <source>largest difference to the training-mode output</source>
        <translation>größte Differenz zur Ausgabe im Trainingsmodus</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>mean absolute difference</source>
        <translation>mittlere absolute Differenz</translation>
    </message>
    <message>
        <source>mean Dice</source>
        <translation>mittlerer Dice</translation>
    </message>
    <message>
        <source>mean of the highest class probability</source>
        <translation>Mittelwert der höchsten Klassenwahrscheinlichkeit</translation>
    </message>
    <message>
        <source>median gradient norm</source>
        <translation>mediane Gradientennorm</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>module type</source>
        <translation>Modultyp</translation>
    </message>
    <message>
        <source>modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>modules left in training mode</source>
        <translation>im Trainingsmodus belassene Module</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>named modules</source>
        <translation>benannte Module</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>NaN values</source>
        <translation>NaN-Werte</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>NaN or infinite values</source>
        <translation>NaN- oder unendliche Werte</translation>
    </message>
    <message>
        <source>nondeterministic kernel</source>
        <translation>nichtdeterministischer Kernel</translation>
    </message>
    <message>
        <source>output with NaN or infinity</source>
        <translation>Ausgabe mit NaN oder Unendlich</translation>
    </message>
    <message>
        <source>share of NaN or infinite values</source>
        <translation>Anteil der NaN- oder unendlichen Werte</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>optimiser</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>run order</source>
        <translation>Ausführungsreihenfolge</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>largest absolute output</source>
        <translation>größte absolute Ausgabe</translation>
    </message>
    <message>
        <source>output requires gradients</source>
        <translation>Ausgabe benötigt Gradienten</translation>
    </message>
    <message>
        <source>outputs look like probabilities (already softmaxed)</source>
        <translation>Ausgaben sehen aus wie Wahrscheinlichkeiten (Softmax bereits angewendet)</translation>
    </message>
    <message>
        <source>own parameters</source>
        <translation>eigene Parameter</translation>
    </message>
    <message>
        <source>parameter norm</source>
        <translation>Parameternorm</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>patch shape</source>
        <translation>Patchform</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>random operations</source>
        <translation>zufällige Operationen</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>reads the training flag</source>
        <translation>liest das Trainings-Flag</translation>
    </message>
    <message>
        <source>share recovered</source>
        <translation>zurückgewonnener Anteil</translation>
    </message>
    <message>
        <source>repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>steps asked for</source>
        <translation>angeforderte Schritte</translation>
    </message>
    <message>
        <source>requires gradients</source>
        <translation>benötigt Gradienten</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>share of saturated outputs</source>
        <translation>Anteil gesättigter Ausgaben</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>Zufalls-Seed</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>skipped because</source>
        <translation>übersprungen, weil</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>source modules</source>
        <translation>Quellmodule</translation>
    </message>
    <message>
        <source>differences between the specs</source>
        <translation>Unterschiede zwischen den Specs</translation>
    </message>
    <message>
        <source>differences in the statistics</source>
        <translation>Unterschiede in den Statistiken</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>stopped because</source>
        <translation>angehalten, weil</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>tensor A</source>
        <translation>Tensor A</translation>
    </message>
    <message>
        <source>tensor B</source>
        <translation>Tensor B</translation>
    </message>
    <message>
        <source>test preprocessing spec</source>
        <translation>Spec der Testvorverarbeitung</translation>
    </message>
    <message>
        <source>TF32 in cuDNN convolutions (faster, less exact)</source>
        <translation>TF32 in cuDNN-Faltungen (schneller, weniger genau)</translation>
    </message>
    <message>
        <source>TF32 in matrix products (faster, less exact)</source>
        <translation>TF32 in Matrixprodukten (schneller, weniger genau)</translation>
    </message>
    <message>
        <source>thresholds</source>
        <translation>Schwellen</translation>
    </message>
    <message>
        <source>Traced in training mode</source>
        <translation>Im Trainingsmodus getraced</translation>
    </message>
    <message>
        <source>traced in training mode</source>
        <translation>im Trainingsmodus getraced</translation>
    </message>
    <message>
        <source>operations traced in training mode</source>
        <translation>im Trainingsmodus getracete Operationen</translation>
    </message>
    <message>
        <source>voxels whose label changes without constant folding</source>
        <translation>Voxel, deren Label sich ohne Konstantenfaltung ändert</translation>
    </message>
    <message>
        <source>largest output change without constant folding</source>
        <translation>größte Ausgabeänderung ohne Konstantenfaltung</translation>
    </message>
    <message>
        <source>training preprocessing spec</source>
        <translation>Spec der Trainingsvorverarbeitung</translation>
    </message>
    <message>
        <source>voxels whose label changes between train and eval mode</source>
        <translation>Voxel, deren Label sich zwischen Trainings- und Eval-Modus ändert</translation>
    </message>
    <message>
        <source>largest output change between train and eval mode</source>
        <translation>größte Ausgabeänderung zwischen Trainings- und Eval-Modus</translation>
    </message>
    <message>
        <source>mean Dice between train- and eval-mode labels</source>
        <translation>mittlerer Dice zwischen den Labels im Trainings- und Eval-Modus</translation>
    </message>
    <message>
        <source>voxels whose output differs between train and eval mode</source>
        <translation>Voxel, deren Ausgabe sich zwischen Trainings- und Eval-Modus unterscheidet</translation>
    </message>
    <message>
        <source>trainable tensors</source>
        <translation>trainierbare Tensoren</translation>
    </message>
    <message>
        <source>trainable parameters</source>
        <translation>trainierbare Parameter</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>in training mode</source>
        <translation>im Trainingsmodus</translation>
    </message>
    <message>
        <source>modules in training mode</source>
        <translation>Module im Trainingsmodus</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>values that differ</source>
        <translation>abweichende Werte</translation>
    </message>
    <message>
        <source>vanishing gradients (relative to the median)</source>
        <translation>verschwindende Gradienten (relativ zum Median)</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>voxels that differ</source>
        <translation>abweichende Voxel</translation>
    </message>
</context>
<context>
    <name>PairVolumes</name>
    <message>
        <source>The audit has no record %1.</source>
        <translation>Das Audit hat keinen Datensatz %1.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>PathField</name>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
</context>
<context>
    <name>Plane</name>
    <message>
        <source>axial</source>
        <translation>transversal</translation>
    </message>
    <message>
        <source>coronal</source>
        <translation>koronal</translation>
    </message>
    <message>
        <source>sagittal</source>
        <translation>sagittal</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 holds no image.</source>
        <translation>%1 enthält kein Bild.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>OK:</source>
        <translation>OK:</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Figure {number}</source>
        <translation>Abbildung {number}</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Unreadable files</source>
        <translation>Unlesbare Dateien</translation>
    </message>
    <message>
        <source>Suspected pairs</source>
        <translation>Verdächtige Paare</translation>
    </message>
    <message>
        <source>Parity comparisons flagged</source>
        <translation>Markierte Paritätsvergleiche</translation>
    </message>
    <message>
        <source>Training-side references</source>
        <translation>Verweise auf der Trainingsseite</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Every finding of the audit, leakage first</source>
        <translation>Jeder Befund des Audits, Datenlecks zuerst</translation>
    </message>
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
    <message>
        <source>The audit made no finding.</source>
        <translation>Das Audit hat keinen Befund ergeben.</translation>
    </message>
    <message>
        <source>No volume of one split matches a volume of another, by identity, voxels or content.</source>
        <translation>Kein Volumen eines Splits stimmt mit einem Volumen eines anderen überein, weder nach Identität noch nach Voxeln oder Inhalt.</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>The suspected pairs, side by side</source>
        <translation>Die verdächtigen Paare nebeneinander</translation>
    </message>
    <message>
        <source>Pictures were not asked for: the raw files were not read.</source>
        <translation>Bilder wurden nicht angefordert: Die Rohdateien wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>Preprocessing parity</source>
        <translation>Gleiche Vorverarbeitung</translation>
    </message>
    <message>
        <source>No split pair had volumes on both sides to compare.</source>
        <translation>Kein Split-Paar hatte Volumen auf beiden Seiten zum Vergleichen.</translation>
    </message>
    <message>
        <source>Orientation, type and acquisition</source>
        <translation>Orientierung, Typ und Aufnahme</translation>
    </message>
    <message>
        <source>Volumes per value, per split</source>
        <translation>Volumen pro Wert, pro Split</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Intensity histograms per split (each volume weighted equally)</source>
        <translation>Intensitätshistogramme pro Split (jedes Volumen gleich gewichtet)</translation>
    </message>
    <message>
        <source>Distributions per split</source>
        <translation>Verteilungen pro Split</translation>
    </message>
    <message>
        <source>No split has a volume to plot.</source>
        <translation>Kein Split hat ein Volumen zum Darstellen.</translation>
    </message>
    <message>
        <source>Stated value</source>
        <translation>Angegebener Wert</translation>
    </message>
    <message>
        <source>Every image file found was read.</source>
        <translation>Jede gefundene Bilddatei wurde gelesen.</translation>
    </message>
    <message>
        <source>Left out of the audit, with the reader&apos;s reason</source>
        <translation>Beim Audit ausgelassen, mit dem Grund des Lesers</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Dataset audit</source>
        <translation>Datensatz-Audit</translation>
    </message>
    <message>
        <source>Identifiers</source>
        <translation>Kennungen</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Each run against the truth, over all cases (a run&apos;s failures scored as the worst value: Dice 0, distances at the image diagonal), then over the comparable cases</source>
        <translation>Jeder Lauf gegen die Grundwahrheit, über alle Fälle (Fehlschläge eines Laufs als schlechtester Wert bewertet: Dice 0, Abstände in Höhe der Bilddiagonale), dann über die vergleichbaren Fälle</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Agreement between the runs (no truth), over all cases (a run&apos;s failure scored as no agreement), then over the comparable cases</source>
        <translation>Übereinstimmung zwischen den Läufen (ohne Grundwahrheit), über alle Fälle (ein Fehlschlag eines Laufs als keine Übereinstimmung bewertet), dann über die vergleichbaren Fälle</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Is one run better?</source>
        <translation>Ist ein Lauf besser?</translation>
    </message>
    <message>
        <source>Without a ground truth, the runs can only be compared with each other: the agreement above says how much they differ, not which is right.</source>
        <translation>Ohne Grundwahrheit lassen sich die Läufe nur miteinander vergleichen: Die Übereinstimmung oben sagt, wie stark sie sich unterscheiden, nicht welcher richtig ist.</translation>
    </message>
    <message>
        <source>No metric differs significantly between the runs.</source>
        <translation>Keine Metrik unterscheidet sich signifikant zwischen den Läufen.</translation>
    </message>
    <message>
        <source>Mean A</source>
        <translation>Mittelwert A</translation>
    </message>
    <message>
        <source>Mean B</source>
        <translation>Mittelwert B</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B - A</translation>
    </message>
    <message>
        <source>Wilcoxon p</source>
        <translation>Wilcoxon p</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Comparable B - A</source>
        <translation>Vergleichbar B - A</translation>
    </message>
    <message>
        <source>Comparable verdict</source>
        <translation>Urteil (vergleichbar)</translation>
    </message>
    <message>
        <source>Distributions</source>
        <translation>Verteilungen</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Worst slice</source>
        <translation>Schlechteste Schicht</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Dice between</source>
        <translation>Dice zwischen</translation>
    </message>
    <message>
        <source>Failed cases</source>
        <translation>Fehlgeschlagene Fälle</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Every case was read and every file was on its case&apos;s grid.</source>
        <translation>Jeder Fall wurde gelesen, und jede Datei lag auf dem Gitter ihres Falls.</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>Grundwahrheit</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>NSD tolerance</source>
        <translation>NSD-Toleranz</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation>Laufvergleich</translation>
    </message>
    <message>
        <source>Cases missing from an input (kept: a run&apos;s missing case is its failure)</source>
        <translation>In einer Eingabe fehlende Fälle (behalten: Ein fehlender Fall eines Laufs ist sein Fehlschlag)</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Missing cases</source>
        <translation>Fehlende Fälle</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Where the runs disagree most</source>
        <translation>Wo die Läufe am stärksten abweichen</translation>
    </message>
    <message>
        <source>No reliable case was measured for both runs.</source>
        <translation>Für beide Läufe wurde kein verlässlicher Fall gemessen.</translation>
    </message>
    <message>
        <source>The worst cases, slice by slice</source>
        <translation>Die schlechtesten Fälle, Schicht für Schicht</translation>
    </message>
    <message>
        <source>Loss while overfitting one batch</source>
        <translation>Loss beim Overfitten eines Batches</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>The experiment&apos;s numbers.</source>
        <translation>Die Zahlen des Experiments.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Experiments run</source>
        <translation>Ausgeführte Experimente</translation>
    </message>
    <message>
        <source>Verification gates passed</source>
        <translation>Bestandene Prüfschritte</translation>
    </message>
    <message>
        <source>Symptom</source>
        <translation>Symptom</translation>
    </message>
    <message>
        <source>In the user&apos;s words</source>
        <translation>In den Worten des Benutzers</translation>
    </message>
    <message>
        <source>What they were doing</source>
        <translation>Was gerade getan wurde</translation>
    </message>
    <message>
        <source>What changed recently</source>
        <translation>Was sich kürzlich geändert hat</translation>
    </message>
    <message>
        <source>Hypotheses in priority order</source>
        <translation>Hypothesen nach Priorität</translation>
    </message>
    <message>
        <source>Likelihood: the prior from the knowledge base, updated by each verdict (supported x8, refuted x0.05) and normalised.</source>
        <translation>Wahrscheinlichkeit: die A-priori-Wahrscheinlichkeit aus der Wissensbasis, mit jedem Urteil aktualisiert (gestützt x8, widerlegt x0.05) und normalisiert.</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>Hypothese</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>A-priori</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Experiment that can falsify it</source>
        <translation>Experiment, das sie widerlegen kann</translation>
    </message>
    <message>
        <source>Diagnostic steps taken</source>
        <translation>Unternommene Diagnoseschritte</translation>
    </message>
    <message>
        <source>No experiment has been run yet.</source>
        <translation>Es wurde noch kein Experiment ausgeführt.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Gestartet (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Each candidate cause, undone on the mask and measured (Dice with the reference when given, else the image-edge score of the mask boundary; 1 = the image&apos;s mean gradient).</source>
        <translation>Jede mögliche Ursache, an der Maske rückgängig gemacht und gemessen (Dice mit der Referenz, falls angegeben, sonst der Bildkantenwert der Maskengrenze; 1 = der mittlere Gradient des Bildes).</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Form used</source>
        <translation>Verwendete Form</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>The picture is not a plain file (a folder, a pipe or a device).</source>
        <translation>Das Bild ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät).</translation>
    </message>
    <message>
        <source>No evidence has been recorded yet.</source>
        <translation>Es wurden noch keine Belege aufgezeichnet.</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>Quick wins, and what to do if they fail</source>
        <translation>Sofortmaßnahmen, und was zu tun ist, wenn sie scheitern</translation>
    </message>
    <message>
        <source>Quick wins:</source>
        <translation>Sofortmaßnahmen:</translation>
    </message>
    <message>
        <source>If they fail:</source>
        <translation>Wenn sie scheitern:</translation>
    </message>
    <message>
        <source>Verification gates</source>
        <translation>Prüfschritte</translation>
    </message>
    <message>
        <source>An investigation is closed when all five hold.</source>
        <translation>Eine Untersuchung ist abgeschlossen, wenn alle fünf erfüllt sind.</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Prüfschritt</translation>
    </message>
    <message>
        <source>Cause explained in words</source>
        <translation>Ursache in Worten erklärt</translation>
    </message>
    <message>
        <source>Minimal reproducer</source>
        <translation>Minimaler Reproduktionsfall</translation>
    </message>
    <message>
        <source>Regression test</source>
        <translation>Regressionstest</translation>
    </message>
    <message>
        <source>Cause documented</source>
        <translation>Ursache dokumentiert</translation>
    </message>
    <message>
        <source>Same pattern checked elsewhere</source>
        <translation>Gleiches Muster anderswo geprüft</translation>
    </message>
    <message>
        <source>ScanSleuth report</source>
        <translation>ScanSleuth-Bericht</translation>
    </message>
    <message>
        <source>Investigation started</source>
        <translation>Untersuchung gestartet</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>Zuletzt geändert</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Patient</translation>
    </message>
    <message>
        <source>included on request</source>
        <translation>auf Anfrage aufgenommen</translation>
    </message>
    <message>
        <source>pseudonymised (keyed hash)</source>
        <translation>pseudonymisiert (Hash mit Schlüssel)</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>gestützt</translation>
    </message>
    <message>
        <source>refuted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>untested</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>nicht eindeutig</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>non-finite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>deterministic</source>
        <translation>deterministisch</translation>
    </message>
    <message>
        <source>nondeterministic</source>
        <translation>nichtdeterministisch</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>equivalent</source>
        <translation>gleichwertig</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>flows</source>
        <translation>fließt</translation>
    </message>
    <message>
        <source>overfits</source>
        <translation>Overfitting gelingt</translation>
    </message>
    <message>
        <source>fails-to-overfit</source>
        <translation>Overfitting misslingt</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>unerwartet</translation>
    </message>
    <message>
        <source>nonfinite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <source>axial</source>
        <translation>axial</translation>
    </message>
    <message>
        <source>coronal</source>
        <translation>koronal</translation>
    </message>
    <message>
        <source>sagittal</source>
        <translation>sagittal</translation>
    </message>
    <message>
        <source>The mask as stored, drawn in world space over the image.</source>
        <translation>Die Maske wie gespeichert, im Weltkoordinatensystem über das Bild gezeichnet.</translation>
    </message>
    <message>
        <source>The label map over the image.</source>
        <translation>Die Label-Karte über dem Bild.</translation>
    </message>
    <message>
        <source>Where the repeated runs disagree over the input (brighter: a larger difference between runs).</source>
        <translation>Wo die wiederholten Läufe über der Eingabe voneinander abweichen (heller: ein größerer Unterschied zwischen den Läufen).</translation>
    </message>
    <message>
        <source>How other tools read the image file.</source>
        <translation>Wie andere Werkzeuge die Bilddatei lesen.</translation>
    </message>
    <message>
        <source>How other tools read the mask file.</source>
        <translation>Wie andere Werkzeuge die Maskendatei lesen.</translation>
    </message>
    <message>
        <source>Investigation: {kb_title}</source>
        <translation>Untersuchung: {kb_title}</translation>
    </message>
    <message>
        <source>Supported by the evidence: {kblist_hypotheses}.</source>
        <translation>Von den Belegen gestützt: {kblist_hypotheses}.</translation>
    </message>
    <message>
        <source>No hypothesis is supported yet. The most likely remains: {kb_hypothesis} ({num_likelihood}%).</source>
        <translation>Noch ist keine Hypothese gestützt. Am wahrscheinlichsten bleibt: {kb_hypothesis} ({num_likelihood}%).</translation>
    </message>
    <message>
        <source>{num_count} of {num_total}</source>
        <translation>{num_count} von {num_total}</translation>
    </message>
    <message>
        <source>{kb_symptom} ({id_symptom})</source>
        <translation>{kb_symptom} ({id_symptom})</translation>
    </message>
    <message>
        <source>{id_run}: {kb_experiment}</source>
        <translation>{id_run}: {kb_experiment}</translation>
    </message>
    <message>
        <source>edge {num_score}</source>
        <translation>Kante {num_score}</translation>
    </message>
    <message>
        <source>{text_caption} ({word_plane} slice {num_slice}, RAS {num_r}, {num_a}, {num_s} mm)</source>
        <translation>{text_caption} ({word_plane}, Schicht {num_slice}, RAS {num_r}, {num_a}, {num_s} mm)</translation>
    </message>
    <message>
        <source>The picture &apos;{path}&apos; ({text_caption}) is not included: {text_reason}</source>
        <translation>Das Bild „{path}“ ({text_caption}) ist nicht enthalten: {text_reason}</translation>
    </message>
    <message>
        <source>Training curves ({classification})</source>
        <translation>Trainingskurven ({classification})</translation>
    </message>
    <message>
        <source>Determinism: each variant run against the reference run ({key}).</source>
        <translation>Determinismus: jede Variante gegen den Referenzlauf ({key}).</translation>
    </message>
    <message>
        <source>Gradient of each parameter, flagged parameters first ({key}).</source>
        <translation>Gradient jedes Parameters, auffällige Parameter zuerst ({key}).</translation>
    </message>
    <message>
        <source>Weights and activations of each submodule, flagged ones first ({key}).</source>
        <translation>Gewichte und Aktivierungen jedes Submoduls, auffällige zuerst ({key}).</translation>
    </message>
    <message>
        <source>Records of {key}, flagged ones first.</source>
        <translation>Einträge von {key}, auffällige zuerst.</translation>
    </message>
    <message>
        <source>{text_caption} {num_rows} more rows are in the investigation file.</source>
        <translation>{text_caption} {num_rows} weitere Zeilen stehen in der Untersuchungsdatei.</translation>
    </message>
    <message>
        <source>{text_caption} {num_rows} more are in the investigation file.</source>
        <translation>{text_caption} {num_rows} weitere stehen in der Untersuchungsdatei.</translation>
    </message>
    <message>
        <source>The mask after undoing the supported cause: {text_cause}</source>
        <translation>Die Maske, nachdem die gestützte Ursache rückgängig gemacht wurde: {text_cause}</translation>
    </message>
    <message>
        <source>The experiment&apos;s map &quot;{name}&quot; over the input.</source>
        <translation>Die Karte „{name}“ des Experiments über der Eingabe.</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) found none of the hypothesis&apos;s findings.</source>
        <translation>Das Experiment {id_experiment} ({id_run}) fand keinen der Befunde der Hypothese.</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) found none of {ids_codes}.</source>
        <translation>Das Experiment {id_experiment} ({id_run}) fand keinen dieser Befunde: {ids_codes}.</translation>
    </message>
    <message>
        <source>{text_reason} The experiment {id_experiment} ({id_run}) found none of the hypothesis&apos;s findings.</source>
        <translation>{text_reason} Das Experiment {id_experiment} ({id_run}) fand keinen der Befunde der Hypothese.</translation>
    </message>
    <message>
        <source>{text_reason} The experiment {id_experiment} ({id_run}) found none of {ids_codes}.</source>
        <translation>{text_reason} Das Experiment {id_experiment} ({id_run}) fand keinen dieser Befunde: {ids_codes}.</translation>
    </message>
    <message>
        <source>{text_found} This experiment cannot rule it out on its own.</source>
        <translation>{text_found} Dieses Experiment allein kann sie nicht ausschließen.</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) supports it.</source>
        <translation>Das Experiment {id_experiment} ({id_run}) stützt sie.</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) could not decide; a reference mask or another experiment can.</source>
        <translation>Das Experiment {id_experiment} ({id_run}) konnte nicht entscheiden; eine Referenzmaske oder ein anderes Experiment kann es.</translation>
    </message>
    <message>
        <source>{text_finding} The experiment {id_experiment} ({id_run}) could not decide; a reference mask or another experiment can.</source>
        <translation>{text_finding} Das Experiment {id_experiment} ({id_run}) konnte nicht entscheiden; eine Referenzmaske oder ein anderes Experiment kann es.</translation>
    </message>
    <message>
        <source>{text_finding} ({id_code}, {id_run})</source>
        <translation>{text_finding} ({id_code}, {id_run})</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language of this translation as a BCP 47 tag (&quot;de&quot;, &quot;zh-CN&quot;), not a word: the report&apos;s HTML lang attribute and the PDF&apos;s document language.</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Comparable mean</source>
        <translation>Mittelwert (vergleichbar)</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Volume difference (ml)</source>
        <translation>Volumendifferenz (ml)</translation>
    </message>
    <message>
        <source>|Volume difference| (ml)</source>
        <translation>|Volumendifferenz| (ml)</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>kein signifikanter Unterschied</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>argmax</source>
        <translation>Argmax</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>misplaced</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <source>mirrored</source>
        <translation>gespiegelt</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>gedreht</translation>
    </message>
    <message>
        <source>axes swapped</source>
        <translation>Achsen vertauscht</translation>
    </message>
    <message>
        <source>shifted</source>
        <translation>versetzt</translation>
    </message>
    <message>
        <source>relabelled</source>
        <translation>umbenannte Labels</translation>
    </message>
    <message>
        <source>blue: agreement (true positive)</source>
        <translation>blau: Übereinstimmung (richtig positiv)</translation>
    </message>
    <message>
        <source>blue: agreement (in both)</source>
        <translation>blau: Übereinstimmung (in beiden)</translation>
    </message>
    <message>
        <source>magenta: false negative (only in the truth)</source>
        <translation>magenta: falsch negativ (nur in der Grundwahrheit)</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>Median A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>Median B</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohens d</translation>
    </message>
    <message>
        <source>same patient ID</source>
        <translation>gleiche Patienten-ID</translation>
    </message>
    <message>
        <source>same name, birth date and sex</source>
        <translation>gleicher Name, gleiches Geburtsdatum und Geschlecht</translation>
    </message>
    <message>
        <source>same study</source>
        <translation>gleiche Studie</translation>
    </message>
    <message>
        <source>same series</source>
        <translation>gleiche Serie</translation>
    </message>
    <message>
        <source>same DICOM instances</source>
        <translation>gleiche DICOM-Instanzen</translation>
    </message>
    <message>
        <source>same frame of reference</source>
        <translation>gleicher Bezugsrahmen</translation>
    </message>
    <message>
        <source>same accession number</source>
        <translation>gleiche Auftragsnummer</translation>
    </message>
    <message>
        <source>same patient (CSV)</source>
        <translation>gleicher Patient (CSV)</translation>
    </message>
    <message>
        <source>same voxels</source>
        <translation>gleiche Voxel</translation>
    </message>
    <message>
        <source>near-duplicate</source>
        <translation>Beinahe-Duplikat</translation>
    </message>
    <message>
        <source>similar embedding</source>
        <translation>ähnliches Embedding</translation>
    </message>
    <message>
        <source>parts of one volume</source>
        <translation>Teile eines Volumens</translation>
    </message>
    <message>
        <source>one acquisition</source>
        <translation>eine Aufnahme</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>orientation</source>
        <translation>Orientierung</translation>
    </message>
    <message>
        <source>rescale</source>
        <translation>Reskalierung</translation>
    </message>
    <message>
        <source>intensity (real values)</source>
        <translation>Intensität (reale Werte)</translation>
    </message>
    <message>
        <source>fraction of voxels</source>
        <translation>Anteil der Voxel</translation>
    </message>
    <message>
        <source>The picture of case {name_case} is not included: {text_error}</source>
        <translation>Das Bild des Falls {name_case} ist nicht enthalten: {text_error}</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}, {name_b} against the truth: {texts_legend}.</source>
        <translation>{name_case}, Schicht {num_slice}, {name_b} gegen die Grundwahrheit: {texts_legend}.</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}, {name_a} against {name_b}: {texts_legend}.</source>
        <translation>{name_case}, Schicht {num_slice}, {name_a} gegen {name_b}: {texts_legend}.</translation>
    </message>
    <message>
        <source>{name_case} (not comparable: see its findings), slice {num_slice}: {text_what}.</source>
        <translation>{name_case} (nicht vergleichbar: siehe seine Befunde), Schicht {num_slice}: {text_what}.</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}: {text_what}.</source>
        <translation>{name_case}, Schicht {num_slice}: {text_what}.</translation>
    </message>
    <message>
        <source>where runs &apos;{name_a}&apos; and &apos;{name_b}&apos; differ ({texts_legend})</source>
        <translation>wo sich die Läufe &apos;{name_a}&apos; und &apos;{name_b}&apos; unterscheiden ({texts_legend})</translation>
    </message>
    <message>
        <source>run &apos;{name_b}&apos; against the truth ({texts_legend})</source>
        <translation>Lauf &apos;{name_b}&apos; gegen die Grundwahrheit ({texts_legend})</translation>
    </message>
    <message>
        <source>orange: false positive (only in {name_run})</source>
        <translation>orange: falsch positiv (nur in {name_run})</translation>
    </message>
    <message>
        <source>yellow: wrong label (another label in {name_run})</source>
        <translation>gelb: falsches Label (ein anderes Label in {name_run})</translation>
    </message>
    <message>
        <source>orange: only in {name_run}</source>
        <translation>orange: nur in {name_run}</translation>
    </message>
    <message>
        <source>magenta: only in {name_run}</source>
        <translation>magenta: nur in {name_run}</translation>
    </message>
    <message>
        <source>{name_runs}, against the ground truth</source>
        <translation>{name_runs}, gegen die Grundwahrheit</translation>
    </message>
    <message>
        <source>{num_cases} ({num_complete} with every input)</source>
        <translation>{num_cases} ({num_complete} mit allen Eingaben)</translation>
    </message>
    <message>
        <source>{name_a} (A) against {name_b} (B), {name_label}: paired over all cases (failures at the worst value), then over the comparable cases, alpha {num_alpha}</source>
        <translation>{name_a} (A) gegen {name_b} (B), {name_label}: gepaart über alle Fälle (Fehlschläge mit dem schlechtesten Wert), dann über die vergleichbaren Fälle, Alpha {num_alpha}</translation>
    </message>
    <message>
        <source>{num_low} to {num_high}</source>
        <translation>{num_low} bis {num_high}</translation>
    </message>
    <message>
        <source>{name_run} better</source>
        <translation>{name_run} besser</translation>
    </message>
    <message>
        <source>Dice between the runs, {name_label}</source>
        <translation>Dice zwischen den Läufen, {name_label}</translation>
    </message>
    <message>
        <source>Dice per case, {name_a} against {name_b}, {name_label}</source>
        <translation>Dice pro Fall, {name_a} gegen {name_b}, {name_label}</translation>
    </message>
    <message>
        <source>Volume per case (ml), {name_a} against {name_b}, {name_label}</source>
        <translation>Volumen pro Fall (ml), {name_a} gegen {name_b}, {name_label}</translation>
    </message>
    <message>
        <source>{text_metric} per run, {name_label}</source>
        <translation>{text_metric} pro Lauf, {name_label}</translation>
    </message>
    <message>
        <source>Cases ordered by the lowest Dice of {name_a} against the truth (mean over labels)</source>
        <translation>Fälle nach dem niedrigsten Dice von {name_a} gegen die Grundwahrheit geordnet (Mittel über die Labels)</translation>
    </message>
    <message>
        <source>Cases ordered by |Dice {name_b} - Dice {name_a}| against the truth (mean over labels)</source>
        <translation>Fälle nach |Dice {name_b} - Dice {name_a}| gegen die Grundwahrheit geordnet (Mittel über die Labels)</translation>
    </message>
    <message>
        <source>Cases ordered by the lowest Dice between {name_a} and {name_b}</source>
        <translation>Fälle nach dem niedrigsten Dice zwischen {name_a} und {name_b} geordnet</translation>
    </message>
    <message>
        <source>{name_run} failed {num_failed} of {num_cases}: {counts_why}: {name_list}.</source>
        <translation>{name_run} scheiterte bei {num_failed} von {num_cases}: {counts_why}: {name_list}.</translation>
    </message>
    <message>
        <source>{name_run} failed {num_failed} of {num_cases}: {name_list}.</source>
        <translation>{name_run} scheiterte bei {num_failed} von {num_cases}: {name_list}.</translation>
    </message>
    <message>
        <source>Left out of every statistic, their truth being missing or unreadable: {name_cases}.</source>
        <translation>Aus jeder Statistik ausgelassen, da ihre Grundwahrheit fehlt oder unlesbar ist: {name_cases}.</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: same grid. {text_cause}</source>
        <translation>{name_input} gegen {name_against}: gleiches Gitter. {text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: another grid. {text_cause}</source>
        <translation>{name_input} gegen {name_against}: anderes Gitter. {text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: same grid</source>
        <translation>{name_input} gegen {name_against}: gleiches Gitter</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: another grid</source>
        <translation>{name_input} gegen {name_against}: anderes Gitter</translation>
    </message>
    <message>
        <source>{name_input} has no file for this case</source>
        <translation>{name_input} hat keine Datei für diesen Fall</translation>
    </message>
    <message>
        <source>Leakage and preprocessing parity between {name_splits}</source>
        <translation>Datenleck und Gleichheit der Vorverarbeitung zwischen {name_splits}</translation>
    </message>
    <message>
        <source>{name_split} ({num_volumes} volumes, {name_path})</source>
        <translation>{name_split} ({num_volumes} Volumen, {name_path})</translation>
    </message>
    <message>
        <source>{name_split} ({num_volumes} volume, {name_path})</source>
        <translation>{name_split} ({num_volumes} Volumen, {name_path})</translation>
    </message>
    <message>
        <source>The strongest {num_shown} of {num_total} pairs across splits, two rows a pair (A, then B)</source>
        <translation>Die stärksten {num_shown} von {num_total} Paaren über Splits hinweg, zwei Zeilen je Paar (A, dann B)</translation>
    </message>
    <message>
        <source>The first {num_shown} of {num_total} pairs are pictured.</source>
        <translation>Die ersten {num_shown} von {num_total} Paaren sind abgebildet.</translation>
    </message>
    <message>
        <source>The picture of pair {num_pair} is not included: {text_error}</source>
        <translation>Das Bild von Paar {num_pair} ist nicht enthalten: {text_error}</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} (left) and {name_b} (right), A&apos;s middle axial slice and B&apos;s matched slice.</source>
        <translation>Paar {num_pair}, {word_kind} (Ähnlichkeit {num_similarity}): {name_a} (links) und {name_b} (rechts), die mittlere axiale Schicht von A und die passende Schicht von B.</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} (left) and {name_b} (right), middle axial slices.</source>
        <translation>Paar {num_pair}, {word_kind} (Ähnlichkeit {num_similarity}): {name_a} (links) und {name_b} (rechts), mittlere axiale Schichten.</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity -): {name_a} (left) and {name_b} (right), middle axial slices.</source>
        <translation>Paar {num_pair}, {word_kind} (Ähnlichkeit -): {name_a} (links) und {name_b} (rechts), mittlere axiale Schichten.</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volumes): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a} (A, {num_na} Volumen) gegen {name_b} (B, {num_nb} Volumen): Merkmale pro Volumen, markierte zuerst; KS: Kolmogorow-Smirnow, Wasserstein: die erste Wasserstein-Distanz in der Einheit des Merkmals, Cohens d von B gegen A</translation>
    </message>
    <message>
        <source>{text_feature} per volume, by split</source>
        <translation>{text_feature} pro Volumen, nach Split</translation>
    </message>
    <message>
        <source>slope {num_slope}, intercept {num_intercept}</source>
        <translation>Steigung {num_slope}, Achsenabschnitt {num_intercept}</translation>
    </message>
    <message>
        <source>identical voxels (hash {id_hash})</source>
        <translation>identische Voxel (Hash {id_hash})</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}: {text_evidence}), the first at its middle</source>
        <translation>{name_a} und {name_b} nebeneinander ({id_kind}: {text_evidence}), das erste in seiner Mitte</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}: {text_evidence}), the first at its middle</source>
        <translation>{name_a} und {name_b} nebeneinander ({id_kind}, Ähnlichkeit {num_similarity}: {text_evidence}), das erste in seiner Mitte</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}), the first at its middle</source>
        <translation>{name_a} und {name_b} nebeneinander ({id_kind}, Ähnlichkeit {num_similarity}), das erste in seiner Mitte</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}), the first at its middle</source>
        <translation>{name_a} und {name_b} nebeneinander ({id_kind}), das erste in seiner Mitte</translation>
    </message>
    <message>
        <source>{texts_items}</source>
        <translation>{texts_items}</translation>
    </message>
    <message>
        <source>{counts_items}</source>
        <translation>{counts_items}</translation>
    </message>
    <message>
        <source>Not comparable: a run&apos;s file is missing, unreadable, on another grid or misplaced (that run&apos;s failure, scored as the worst value over all cases and left out of the comparable cases), or the truth is unusable</source>
        <translation>Nicht vergleichbar: Die Datei eines Laufs fehlt, ist unlesbar, liegt auf einem anderen Gitter oder ist verschoben (ein Fehlschlag dieses Laufs, über alle Fälle mit dem schlechtesten Wert bewertet und aus den vergleichbaren Fällen ausgelassen), oder die Grundwahrheit ist unbrauchbar</translation>
    </message>
    <message>
        <source>Suspected leaks between the splits, strongest first.</source>
        <translation>Vermutete Datenlecks zwischen den Splits, die stärksten zuerst.</translation>
    </message>
    <message>
        <source>Preprocessing parity: per-volume features compared between splits, flagged ones first (flagged: |Cohen&apos;s d| &gt;= 0.8 with KS p &lt; 0.01, or KS D &gt;= 0.5).</source>
        <translation>Gleichheit der Vorverarbeitung: Merkmale pro Volumen zwischen den Splits verglichen, markierte zuerst (markiert: |Cohens d| &gt;= 0.8 mit KS p &lt; 0.01, oder KS D &gt;= 0.5).</translation>
    </message>
    <message>
        <source>Volume A</source>
        <translation>Volumen A</translation>
    </message>
    <message>
        <source>Volume B</source>
        <translation>Volumen B</translation>
    </message>
    <message>
        <source>Suspected leaks between the splits, strongest first ({num_shown} of {num_total}).</source>
        <translation>Vermutete Datenlecks zwischen den Splits, die stärksten zuerst ({num_shown} von {num_total}).</translation>
    </message>
    <message>
        <source>Splits audited: {texts_splits}.</source>
        <translation>Geprüfte Splits: {texts_splits}.</translation>
    </message>
    <message>
        <source>Splits audited: {text_split}.</source>
        <translation>Geprüfte Splits: {text_split}.</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volumes): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a} (A, {num_na} Volumen) gegen {name_b} (B, {num_nb} Volumen): Merkmale pro Volumen, markierte zuerst; KS: Kolmogorow-Smirnow, Wasserstein: die erste Wasserstein-Distanz in der Einheit des Merkmals, Cohens d von B gegen A</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volume): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a} (A, {num_na} Volumen) gegen {name_b} (B, {num_nb} Volumen): Merkmale pro Volumen, markierte zuerst; KS: Kolmogorow-Smirnow, Wasserstein: die erste Wasserstein-Distanz in der Einheit des Merkmals, Cohens d von B gegen A</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volume): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a} (A, {num_na} Volumen) gegen {name_b} (B, {num_nb} Volumen): Merkmale pro Volumen, markierte zuerst; KS: Kolmogorow-Smirnow, Wasserstein: die erste Wasserstein-Distanz in der Einheit des Merkmals, Cohens d von B gegen A</translation>
    </message>
    <message>
        <source>{word_input}: {id_file}</source>
        <translation>{word_input}: {id_file}</translation>
    </message>
    <message>
        <source>The experiment failed: {text_error}</source>
        <translation>Das Experiment ist fehlgeschlagen: {text_error}</translation>
    </message>
    <message>
        <source>number of classes</source>
        <translation>Anzahl der Klassen</translation>
    </message>
    <message>
        <source>training log</source>
        <translation>Trainingslog</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <source>error file</source>
        <translation>Fehlerdatei</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>label names</source>
        <translation>Labelnamen</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>new data</source>
        <translation>neue Daten</translation>
    </message>
    <message>
        <source>output file</source>
        <translation>Ausgabedatei</translation>
    </message>
    <message>
        <source>volumes</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>reference mask</source>
        <translation>Referenzmaske</translation>
    </message>
    <message>
        <source>runs per variant</source>
        <translation>Läufe pro Variante</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>sacct output</source>
        <translation>sacct-Ausgabe</translation>
    </message>
    <message>
        <source>preprocessing spec</source>
        <translation>Vorverarbeitungsspezifikation</translation>
    </message>
    <message>
        <source>list of splits</source>
        <translation>Liste der Splits</translation>
    </message>
    <message>
        <source>optimiser steps</source>
        <translation>Optimiererschritte</translation>
    </message>
    <message>
        <source>training tensor</source>
        <translation>Trainingstensor</translation>
    </message>
    <message>
        <source>inference tensor</source>
        <translation>Inferenztensor</translation>
    </message>
    <message>
        <source>test split</source>
        <translation>Test-Split</translation>
    </message>
    <message>
        <source>training split</source>
        <translation>Trainings-Split</translation>
    </message>
    <message>
        <source>training spec</source>
        <translation>Trainingsspezifikation</translation>
    </message>
    <message>
        <source>training fingerprint</source>
        <translation>Trainings-Fingerabdruck</translation>
    </message>
    <message>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <source>validation split</source>
        <translation>Validierungs-Split</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Voxel intensities, all voxels pooled</source>
        <translation>Voxelintensitäten, alle Voxel zusammen</translation>
    </message>
    <message>
        <source>Mean intensity</source>
        <translation>Mittlere Intensität</translation>
    </message>
    <message>
        <source>Intensity standard deviation</source>
        <translation>Standardabweichung der Intensität</translation>
    </message>
    <message>
        <source>1st intensity percentile</source>
        <translation>1. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>Median intensity</source>
        <translation>Median der Intensität</translation>
    </message>
    <message>
        <source>99th intensity percentile</source>
        <translation>99. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>Minimum intensity</source>
        <translation>Minimale Intensität</translation>
    </message>
    <message>
        <source>Maximum intensity</source>
        <translation>Maximale Intensität</translation>
    </message>
    <message>
        <source>Fraction of zero voxels</source>
        <translation>Anteil der Voxel mit Wert 0</translation>
    </message>
    <message>
        <source>Voxel spacing x</source>
        <translation>Voxelabstand x</translation>
    </message>
    <message>
        <source>Voxel spacing y</source>
        <translation>Voxelabstand y</translation>
    </message>
    <message>
        <source>Voxel spacing z</source>
        <translation>Voxelabstand z</translation>
    </message>
    <message>
        <source>Image size x</source>
        <translation>Bildgröße x</translation>
    </message>
    <message>
        <source>Image size y</source>
        <translation>Bildgröße y</translation>
    </message>
    <message>
        <source>Image size z</source>
        <translation>Bildgröße z</translation>
    </message>
    <message>
        <source>Median voxel spacing x</source>
        <translation>Median des Voxelabstands x</translation>
    </message>
    <message>
        <source>Median voxel spacing y</source>
        <translation>Median des Voxelabstands y</translation>
    </message>
    <message>
        <source>Median voxel spacing z</source>
        <translation>Median des Voxelabstands z</translation>
    </message>
    <message>
        <source>Target voxel spacing x</source>
        <translation>Ziel-Voxelabstand x</translation>
    </message>
    <message>
        <source>Target voxel spacing y</source>
        <translation>Ziel-Voxelabstand y</translation>
    </message>
    <message>
        <source>Target voxel spacing z</source>
        <translation>Ziel-Voxelabstand z</translation>
    </message>
    <message>
        <source>Median image size x</source>
        <translation>Median der Bildgröße x</translation>
    </message>
    <message>
        <source>Median image size y</source>
        <translation>Median der Bildgröße y</translation>
    </message>
    <message>
        <source>Median image size z</source>
        <translation>Median der Bildgröße z</translation>
    </message>
    <message>
        <source>0.5th intensity percentile</source>
        <translation>0,5. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>99.5th intensity percentile</source>
        <translation>99,5. Perzentil der Intensität</translation>
    </message>
    <message>
        <source>Intensities measured on the foreground (1: yes)</source>
        <translation>Intensitäten im Vordergrund gemessen (1: ja)</translation>
    </message>
    <message>
        <source>Output minimum</source>
        <translation>Minimum der Ausgabe</translation>
    </message>
    <message>
        <source>Output maximum</source>
        <translation>Maximum der Ausgabe</translation>
    </message>
    <message>
        <source>nnU-Net fingerprint</source>
        <translation>nnU-Net-Fingerabdruck</translation>
    </message>
    <message>
        <source>nnU-Net plans</source>
        <translation>nnU-Net-Plandatei</translation>
    </message>
    <message>
        <source>MONAI data statistics</source>
        <translation>MONAI-Datenstatistik</translation>
    </message>
    <message>
        <source>HU</source>
        <translation>HU</translation>
    </message>
    <message>
        <source>image units</source>
        <translation>Bildeinheiten</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>Voxel</translation>
    </message>
    <message>
        <source>0 to 1</source>
        <translation>0 bis 1</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>nicht erkannt</translation>
    </message>
    <message>
        <source>Hounsfield units</source>
        <translation>Hounsfield-Einheiten</translation>
    </message>
    <message>
        <source>scaled to [0, 1]</source>
        <translation>auf [0, 1] skaliert</translation>
    </message>
    <message>
        <source>z-scores (mean 0, std 1 per volume)</source>
        <translation>z-Scores (Mittelwert 0, Standardabweichung 1 je Volumen)</translation>
    </message>
    <message>
        <source>8-bit integers (0 to 255)</source>
        <translation>8-Bit-Ganzzahlen (0 bis 255)</translation>
    </message>
    <message>
        <source>unnormalised values (not HU, [0, 1], z-scores or 8-bit)</source>
        <translation>nicht normalisierte Werte (weder HU, [0, 1], z-Scores noch 8 Bit)</translation>
    </message>
    <message>
        <source>a mix of value ranges</source>
        <translation>Mischung von Wertebereichen</translation>
    </message>
    <message>
        <source>{versus_runs}, against the ground truth</source>
        <translation>{versus_runs}, gegen die Grundwahrheit</translation>
    </message>
    <message>
        <source>{name_input} against truth: same grid. {text_cause}</source>
        <translation>{name_input} gegen die Grundwahrheit: gleiches Gitter. {text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against truth: another grid. {text_cause}</source>
        <translation>{name_input} gegen die Grundwahrheit: anderes Gitter. {text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against truth: same grid</source>
        <translation>{name_input} gegen die Grundwahrheit: gleiches Gitter</translation>
    </message>
    <message>
        <source>{name_input} against truth: another grid</source>
        <translation>{name_input} gegen die Grundwahrheit: anderes Gitter</translation>
    </message>
    <message>
        <source>Value range recognised per split: {texts_domains}.</source>
        <translation>Erkannter Wertebereich pro Split: {texts_domains}.</translation>
    </message>
    <message>
        <source>Value range recognised per split: {text_domain}.</source>
        <translation>Erkannter Wertebereich pro Split: {text_domain}.</translation>
    </message>
    <message>
        <source>{name_split}: {word_domain}</source>
        <translation>{name_split}: {word_domain}</translation>
    </message>
    <message>
        <source>{word_feature} ({word_unit})</source>
        <translation>{word_feature} ({word_unit})</translation>
    </message>
    <message>
        <source>{word_kind}: {name_path} (normalisation {id_normalisation})</source>
        <translation>{word_kind}: {name_path} (Normalisierung {id_normalisation})</translation>
    </message>
    <message>
        <source>{word_kind}: {name_path}</source>
        <translation>{word_kind}: {name_path}</translation>
    </message>
    <message>
        <source>{word_kind} ({name_path})</source>
        <translation>{word_kind} ({name_path})</translation>
    </message>
    <message>
        <source>{name_split}: {num_volumes} volumes, {word_domain}</source>
        <translation>{name_split}: {num_volumes} Volumen, {word_domain}</translation>
    </message>
    <message>
        <source>{name_a} vs {name_b}</source>
        <extracomment>Two or more runs&apos; names facing each other, in a run comparison report&apos;s subtitle (&quot;A vs B&quot;).</extracomment>
        <translation>{name_a} und {name_b}</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>corrupt</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>internal error</source>
        <translation>interner Fehler</translation>
    </message>
    <message>
        <source>The picture of pair {num_pair} is not included: {name_record} could not be read (Array files (.{id_format}) are not pictured). (they hold no geometry to draw a slice by; {name_path})</source>
        <translation>Das Bild von Paar {num_pair} fehlt: {name_record} konnte nicht gelesen werden (Array-Dateien (.{id_format}) werden nicht abgebildet; sie enthalten keine Geometrie, nach der eine Schicht gezeichnet werden könnte; {name_path}).</translation>
    </message>
    <message>
        <source>another grid</source>
        <translation>auf anderem Gitter</translation>
    </message>
    <message>
        <source>{versus_runs}, without a ground truth</source>
        <translation>{versus_runs}, ohne Grundwahrheit</translation>
    </message>
    <message>
        <source>{name_runs}, without a ground truth</source>
        <translation>{name_runs}, ohne Grundwahrheit</translation>
    </message>
    <message>
        <source>{text_cause} [{id_code}]</source>
        <translation>{text_cause} [{id_code}]</translation>
    </message>
    <message>
        <source>{name_case}, {name_input}: [{text_severity}] {id_code}: {text_finding}</source>
        <translation>{name_case}, {name_input}: [{text_severity}] {id_code}: {text_finding}</translation>
    </message>
    <message>
        <source>{prompt_field} {answer_value}</source>
        <translation>{prompt_field} {answer_value}</translation>
    </message>
    <message>
        <source>{prompt_field}: {answer_value}</source>
        <translation>{prompt_field}: {answer_value}</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the pieces of a list in a report (&quot;image: ct.nii.gz; mask: mask.nii.gz&quot;, a picture&apos;s colour legend, the hypotheses supported); Chinese takes &quot;；&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>[birth date removed]</source>
        <translation>[Geburtsdatum entfernt]</translation>
    </message>
    <message>
        <source>{id_name}, ID {id_patient}, born {text_born}</source>
        <translation>{id_name}, ID {id_patient}, geboren {text_born}</translation>
    </message>
    <message>
        <source>ID {id_patient}, born {text_born}</source>
        <translation>ID {id_patient}, geboren {text_born}</translation>
    </message>
    <message>
        <source>{id_name}, born {text_born}</source>
        <translation>{id_name}, geboren {text_born}</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Main window</source>
        <translation>Hauptfenster</translation>
    </message>
    <message>
        <source>Slice views</source>
        <translation>Schichtansichten</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>Layer list</source>
        <translation>Ebenenliste</translation>
    </message>
    <message>
        <source>Comparison and audit windows</source>
        <translation>Vergleichs- und Audit-Fenster</translation>
    </message>
    <message>
        <source>Help window</source>
        <translation>Hilfefenster</translation>
    </message>
    <message>
        <source>Show or hide layer 1 to 9 of the layer list</source>
        <translation>Ebene 1 bis 9 der Ebenenliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Open an image file</source>
        <translation>Eine Bilddatei öffnen</translation>
    </message>
    <message>
        <source>Open a DICOM folder</source>
        <translation>Einen DICOM-Ordner öffnen</translation>
    </message>
    <message>
        <source>Add an overlay (a mask, a prediction, another image)</source>
        <translation>Eine Überlagerung hinzufügen (eine Maske, eine Vorhersage, ein anderes Bild)</translation>
    </message>
    <message>
        <source>Save the investigation</source>
        <translation>Die Untersuchung speichern</translation>
    </message>
    <message>
        <source>Save a screenshot of the window</source>
        <translation>Einen Screenshot des Fensters speichern</translation>
    </message>
    <message>
        <source>Copy the axial view to the clipboard</source>
        <translation>Die axiale Ansicht in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Quit (asks first when the investigation has unsaved changes)</source>
        <translation>Beenden (fragt vorher nach, wenn die Untersuchung ungespeicherte Änderungen hat)</translation>
    </message>
    <message>
        <source>Flip through the overlays, one at a time, then none</source>
        <translation>Die Überlagerungen durchblättern, eine nach der anderen, dann keine</translation>
    </message>
    <message>
        <source>Volume rendering in the 3D view (switches to the 2x2 layout)</source>
        <translation>Volumen-Rendering in der 3D-Ansicht (wechselt zum 2x2-Layout)</translation>
    </message>
    <message>
        <source>Run a TorchScript model on the base image</source>
        <translation>Ein TorchScript-Modell auf dem Basisbild ausführen</translation>
    </message>
    <message>
        <source>Open the user guide</source>
        <translation>Das Benutzerhandbuch öffnen</translation>
    </message>
    <message>
        <source>Next slice</source>
        <translation>Nächste Schicht</translation>
    </message>
    <message>
        <source>Previous slice</source>
        <translation>Vorherige Schicht</translation>
    </message>
    <message>
        <source>Ten slices forward or back</source>
        <translation>Zehn Schichten vor oder zurück</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Step through the slices</source>
        <translation>Durch die Schichten blättern</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>Left click or drag</source>
        <translation>Linksklick oder Ziehen</translation>
    </message>
    <message>
        <source>Move the cursor (all views follow)</source>
        <translation>Den Cursor bewegen (alle Ansichten folgen)</translation>
    </message>
    <message>
        <source>Middle-drag</source>
        <translation>Ziehen mit mittlerer Taste</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Ziehen mit rechter Taste</translation>
    </message>
    <message>
        <source>Window (left-right) and level (up-down) of the base image</source>
        <translation>Fensterbreite (links-rechts) und Fensterzentrum (oben-unten) des Basisbildes</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>Ziehen mit linker Taste</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Remove the selected layer</source>
        <translation>Die ausgewählte Ebene entfernen</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Das Fenster schließen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>%1 ... %2</source>
        <translation>%1 ... %2</translation>
    </message>
    <message>
        <source>The investigation&apos;s previous or next step (Back, Next)</source>
        <translation>Der vorherige oder nächste Schritt der Untersuchung (Zurück, Weiter)</translation>
    </message>
    <message>
        <source>Export the run comparison&apos;s table as CSV</source>
        <translation>Die Tabelle des Laufvergleichs als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the run comparison&apos;s report (PDF, HTML, Markdown or JSON)</source>
        <translation>Den Bericht des Laufvergleichs exportieren (PDF, HTML, Markdown oder JSON)</translation>
    </message>
    <message>
        <source>Rotate (the view has focus: Tab to it)</source>
        <translation>Drehen (die Ansicht hat den Fokus: mit Tab dorthin)</translation>
    </message>
    <message>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
    <message>
        <source>Look from the front again</source>
        <translation>Wieder von vorn ansehen</translation>
    </message>
</context>
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
    <message>
        <source>Add MASK (or any image) as an overlay; repeatable.</source>
        <translation>MASK (oder ein beliebiges Bild) als Überlagerung hinzufügen; mehrfach angebbar.</translation>
    </message>
    <message>
        <source>View layout: 1x1, 1x3 or 2x2 (with the 3D view).</source>
        <translation>Ansichtslayout: 1x1, 1x3 oder 2x2 (mit der 3D-Ansicht).</translation>
    </message>
    <message>
        <source>Show the base image volume-rendered in the 3D view.</source>
        <translation>Das Basisbild in der 3D-Ansicht als Volumen-Rendering anzeigen.</translation>
    </message>
    <message>
        <source>Use at most N threads (default: the &quot;threads&quot; setting, else every CPU this process may use).</source>
        <translation>Höchstens N Threads verwenden (Standard: die Einstellung &quot;threads&quot;, sonst jede CPU, die dieser Prozess nutzen darf).</translation>
    </message>
    <message>
        <source>--threads needs a whole number from 1 to 4096, not &apos;%1&apos;.</source>
        <translation>--threads braucht eine ganze Zahl von 1 bis 4096, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>With --demo: the demo investigation&apos;s symptom, mask-misaligned (default) or nondeterministic-results (the demo model&apos;s reruns).</source>
        <translation>Mit --demo: das Symptom der Demo-Untersuchung, mask-misaligned (Standard) oder nondeterministic-results (die Wiederholungsläufe des Demo-Modells).</translation>
    </message>
    <message>
        <source>After loading, run the TorchScript MODEL on the base image (CPU).</source>
        <translation>Nach dem Laden das TorchScript-MODELL auf dem Basisbild ausführen (CPU).</translation>
    </message>
    <message>
        <source>The preprocessing spec for --run-model.</source>
        <translation>Die Vorverarbeitungsspezifikation für --run-model.</translation>
    </message>
    <message>
        <source>After loading, run the selected hypothesis&apos;s experiment and show its evidence (and a disagreement map, if it made one).</source>
        <translation>Nach dem Laden das Experiment der gewählten Hypothese ausführen und seine Belege zeigen (und eine Abweichungskarte, falls es eine erzeugt hat).</translation>
    </message>
    <message>
        <source>Compare prediction runs side by side (give two or more --run).</source>
        <translation>Vorhersageläufe nebeneinander vergleichen (zwei oder mehr --run angeben).</translation>
    </message>
    <message>
        <source>With --compare: a run as NAME=PATH (a folder or CSV of predictions); repeatable, the first is the baseline.</source>
        <translation>Mit --compare: ein Lauf als NAME=PFAD (ein Ordner oder eine CSV mit Vorhersagen); mehrfach, der erste ist die Referenz.</translation>
    </message>
    <message>
        <source>With --compare: the ground truth, a folder or CSV of label maps.</source>
        <translation>Mit --compare: die Grundwahrheit, ein Ordner oder eine CSV mit Labelkarten.</translation>
    </message>
    <message>
        <source>With --compare: a folder of the images, shown under the label maps.</source>
        <translation>Mit --compare: ein Ordner mit den Bildern, die unter den Labelkarten gezeigt werden.</translation>
    </message>
    <message>
        <source>With --compare: label names from an ITK-SNAP or Slicer label table.</source>
        <translation>Mit --compare: Labelnamen aus einer ITK-SNAP- oder Slicer-Labeltabelle.</translation>
    </message>
    <message>
        <source>With --compare: open this case (default: the first row, where the runs differ most).</source>
        <translation>Mit --compare: diesen Fall öffnen (Standard: die erste Zeile, wo sich die Läufe am stärksten unterscheiden).</translation>
    </message>
    <message>
        <source>With --compare: the label shown first (a number).</source>
        <translation>Mit --compare: das zuerst gezeigte Label (eine Zahl).</translation>
    </message>
    <message>
        <source>With --compare: the metric shown first (dice, iou, hd, hd95, assd, nsd, volume_difference_ml, abs_volume_difference_ml, lesion_f1).</source>
        <translation>Mit --compare: die zuerst gezeigte Metrik (dice, iou, hd, hd95, assd, nsd, volume_difference_ml, abs_volume_difference_ml, lesion_f1).</translation>
    </message>
    <message>
        <source>With --demo: compare the demo&apos;s two training runs against its truth.</source>
        <translation>Mit --demo: die beiden Trainingsläufe der Demo gegen ihre Grundwahrheit vergleichen.</translation>
    </message>
    <message>
        <source>Audit dataset splits for leakage and preprocessing parity: a split as NAME=PATH (repeatable, two or more), or one split CSV.</source>
        <translation>Datensatz-Splits auf Datenlecks und gleiche Vorverarbeitung prüfen: ein Split als NAME=PFAD (wiederholbar, zwei oder mehr) oder eine Split-CSV.</translation>
    </message>
    <message>
        <source>With --audit: a training-side fingerprint to compare the splits with (nnU-Net, MONAI, a preprocessing spec); repeatable.</source>
        <translation>Mit --audit: ein Fingerabdruck der Trainingsseite, mit dem die Splits verglichen werden (nnU-Net, MONAI, eine Vorverarbeitungsspezifikation); wiederholbar.</translation>
    </message>
    <message>
        <source>With --audit: the tab shown once the audit is done (pairs, parity, findings, unreadable).</source>
        <translation>Mit --audit: der Reiter, der nach dem Audit gezeigt wird (pairs, parity, findings, unreadable).</translation>
    </message>
    <message>
        <source>Open the main window, load what is given, draw it once and quit: for timing start-up.</source>
        <translation>Das Hauptfenster öffnen, das Angegebene laden, einmal zeichnen und beenden: zum Messen des Programmstarts.</translation>
    </message>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation>Der Screenshot %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Try &apos;scansleuth --help&apos;.</source>
        <translation>Siehe &apos;scansleuth --help&apos;.</translation>
    </message>
    <message>
        <source>Print the manual page (roff) on standard output and quit.</source>
        <translation>Die Handbuchseite (roff) auf der Standardausgabe ausgeben und beenden.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AboutDialog</name>
    <message>
        <source>About ScanSleuth</source>
        <translation>Über ScanSleuth</translation>
    </message>
    <message>
        <source>A workbench for debugging medical-imaging deep-learning pipelines.</source>
        <translation>Eine Werkbank zur Fehlersuche in Deep-Learning-Pipelines der medizinischen Bildgebung.</translation>
    </message>
    <message>
        <source>Licence: BSD-3-Clause.</source>
        <translation>Lizenz: BSD-3-Clause.</translation>
    </message>
    <message>
        <source>Reading the versions...</source>
        <translation>Die Versionen werden gelesen...</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Erstellt mit:</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AuditDialog</name>
    <message>
        <source>Audit dataset splits</source>
        <translation>Datensatz-Splits prüfen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>or: a CSV with case, split, path (and patient) columns</source>
        <translation>oder: eine CSV mit den Spalten case, split, path (und patient)</translation>
    </message>
    <message>
        <source>Normalised cross-correlation of the volumes&apos; thumbnails at or above which two volumes of different splits are reported. The default is calibrated so that different subjects of one modality do not match.</source>
        <translation>Normierte Kreuzkorrelation der Vorschaubilder zweier Volumen, ab der sie als Paar aus verschiedenen Splits gemeldet werden. Der Vorgabewert ist so kalibriert, dass verschiedene Personen derselben Modalität nicht übereinstimmen.</translation>
    </message>
    <message>
        <source>Case lists (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Falllisten (*.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Splits (a name and a folder each, e.g. train, validation, test):</source>
        <translation>Splits (je ein Name und ein Ordner, z. B. train, validation, test):</translation>
    </message>
    <message>
        <source>Choose a training-side fingerprint</source>
        <translation>Fingerabdruck der Trainingsseite wählen</translation>
    </message>
    <message>
        <source>Fingerprints and specs (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Fingerabdrücke und Spezifikationen (*.json *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose the folder of a split</source>
        <translation>Ordner eines Splits wählen</translation>
    </message>
    <message>
        <source>Give the splits as folders or as a CSV, not both.</source>
        <translation>Die Splits als Ordner oder als CSV angeben, nicht beides.</translation>
    </message>
    <message>
        <source>Split %1 needs a name and a folder.</source>
        <translation>Split %1 braucht einen Namen und einen Ordner.</translation>
    </message>
    <message>
        <source>The split name &apos;%1&apos; may not hold &apos;=&apos; or &apos;/&apos;.</source>
        <translation>Der Split-Name &apos;%1&apos; darf weder &apos;=&apos; noch &apos;/&apos; enthalten.</translation>
    </message>
    <message>
        <source>The split name &apos;%1&apos; is given twice.</source>
        <translation>Der Split-Name &apos;%1&apos; kommt zweimal vor.</translation>
    </message>
    <message>
        <source>Add at least two splits, or a split CSV.</source>
        <translation>Mindestens zwei Splits oder eine Split-CSV hinzufügen.</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Hinzufügen...</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Look for &amp;near-duplicates (resampled, cropped, rescaled copies)</source>
        <translation>Nach &amp;Beinahe-Duplikaten suchen (neu abgetastete, beschnittene, umskalierte Kopien)</translation>
    </message>
    <message>
        <source>Split &amp;CSV:</source>
        <translation>Split-&amp;CSV:</translation>
    </message>
    <message>
        <source>&amp;Training fingerprints:</source>
        <translation>&amp;Trainings-Fingerabdrücke:</translation>
    </message>
    <message>
        <source>Near-duplicate &amp;similarity:</source>
        <translation>Ähnlichkeit für Beinahe-D&amp;uplikate:</translation>
    </message>
    <message>
        <source>A&amp;udit</source>
        <translation>&amp;Prüfen</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AuditWindow</name>
    <message>
        <source>ScanSleuth — Dataset audit</source>
        <translation>ScanSleuth — Datensatz-Audit</translation>
    </message>
    <message>
        <source>&amp;Audit Dataset Splits...</source>
        <translation>Datensatz-Splits &amp;prüfen...</translation>
    </message>
    <message>
        <source>Audit cancelled.</source>
        <translation>Audit abgebrochen.</translation>
    </message>
    <message>
        <source>Could not audit the splits</source>
        <translation>Die Splits konnten nicht geprüft werden</translation>
    </message>
    <message>
        <source>Reading the pair&apos;s volumes...</source>
        <translation>Die Volumen des Paars werden gelesen...</translation>
    </message>
    <message>
        <source>Auditing the splits...</source>
        <translation>Die Splits werden geprüft...</translation>
    </message>
    <message>
        <source>Volumes audited: %1, suspected pairs: %2, unreadable files: %3.</source>
        <translation>Geprüfte Volumen: %1, verdächtige Paare: %2, unlesbare Dateien: %3.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::CompareRunsDialog</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Folder or CSV of predictions</source>
        <translation>Ordner oder CSV mit Vorhersagen</translation>
    </message>
    <message>
        <source>optional: folder or CSV of ground-truth label maps</source>
        <translation>optional: Ordner oder CSV mit Labelkarten der Grundwahrheit</translation>
    </message>
    <message>
        <source>optional: folder of the images, shown under the label maps</source>
        <translation>optional: Ordner mit den Bildern, unter den Labelkarten gezeigt</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Argmax over channels</source>
        <translation>Argmax über die Kanäle</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>Runs (the first is the baseline, A):</source>
        <translation>Läufe (der erste ist die Referenz, A):</translation>
    </message>
    <message>
        <source>Choose a CSV of predictions</source>
        <translation>CSV mit Vorhersagen wählen</translation>
    </message>
    <message>
        <source>Case lists (*.csv *.tsv *.txt)</source>
        <translation>Falllisten (*.csv *.tsv *.txt)</translation>
    </message>
    <message>
        <source>Choose a folder of predictions</source>
        <translation>Ordner mit Vorhersagen wählen</translation>
    </message>
    <message>
        <source>Run %1 needs a name and a path.</source>
        <translation>Lauf %1 braucht einen Namen und einen Pfad.</translation>
    </message>
    <message>
        <source>The run name &apos;%1&apos; is given twice.</source>
        <translation>Der Laufname „%1“ ist doppelt vergeben.</translation>
    </message>
    <message>
        <source>Add at least two runs, or one run and the ground truth.</source>
        <translation>Mindestens zwei Läufe hinzufügen, oder einen Lauf und die Grundwahrheit.</translation>
    </message>
    <message>
        <source>optional: label table (ITK-SNAP, Slicer, FreeSurfer LUT, index-name text, CSV/TSV)</source>
        <translation>optional: Label-Tabelle (ITK-SNAP, Slicer, FreeSurfer-LUT, Index-Name-Text, CSV/TSV)</translation>
    </message>
    <message>
        <source>Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)</source>
        <translation>Label-Tabellen (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <source>Add CS&amp;V...</source>
        <translation>&amp;CSV hinzufügen...</translation>
    </message>
    <message>
        <source>Lesion-wise &amp;detection against the truth (F1)</source>
        <translation>Läsionsweise E&amp;rkennung gegen die Grundwahrheit (F1)</translation>
    </message>
    <message>
        <source>Ground &amp;truth:</source>
        <translation>Grund&amp;wahrheit:</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>&amp;Bilder:</translation>
    </message>
    <message>
        <source>&amp;Label names:</source>
        <translation>&amp;Labelnamen:</translation>
    </message>
    <message>
        <source>N&amp;SD tolerance:</source>
        <translation>&amp;NSD-Toleranz:</translation>
    </message>
    <message>
        <source>&amp;Geometry tolerance:</source>
        <translation>&amp;Geometrietoleranz:</translation>
    </message>
    <message>
        <source>&amp;Probabilities:</source>
        <translation>Wahrscheinlich&amp;keiten:</translation>
    </message>
    <message>
        <source>T&amp;hreshold:</source>
        <translation>&amp;Schwellenwert:</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ComparisonWindow</name>
    <message>
        <source>ScanSleuth — Run comparison</source>
        <translation>ScanSleuth — Laufvergleich</translation>
    </message>
    <message>
        <source>&amp;Compare Runs...</source>
        <translation>Läufe &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Vergleich abgebrochen.</translation>
    </message>
    <message>
        <source>Could not compare the runs</source>
        <translation>Die Läufe konnten nicht verglichen werden</translation>
    </message>
    <message>
        <source>Comparing the runs...</source>
        <translation>Vergleiche die Läufe...</translation>
    </message>
    <message>
        <source>Cases compared: %1, complete in every input: %2.</source>
        <translation>Verglichene Fälle: %1, in allen Eingaben vollständig: %2.</translation>
    </message>
    <message>
        <source>There is no case &apos;%1&apos;.</source>
        <translation>Es gibt keinen Fall „%1“.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lese %1...</translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>&amp;CSV exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Report...</source>
        <translation>&amp;Bericht exportieren...</translation>
    </message>
    <message>
        <source>Table written to %1.</source>
        <translation>Tabelle nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>The table could not be written: %1</source>
        <translation>Die Tabelle konnte nicht geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1, but %n picture(s) could not be made: %2</source>
        <translation>
            <numerusform>Bericht nach %1 geschrieben, aber %n Bild konnte nicht erstellt werden: %2</numerusform>
            <numerusform>Bericht nach %1 geschrieben, aber %n Bilder konnten nicht erstellt werden: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Bericht nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Report (*.html *.pdf *.md *.json)</source>
        <translation>Bericht (*.html *.pdf *.md *.json)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>The report export was cancelled; no report was written.</source>
        <translation>Der Export des Berichts wurde abgebrochen; es wurde kein Bericht geschrieben.</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>Der Bericht konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Writing the report to %1...</source>
        <translation>Der Bericht wird nach %1 geschrieben...</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::GuideBrowser</name>
    <message>
        <source>This link points to a file of ScanSleuth&apos;s source tree, not part of the guide: %1</source>
        <translation>Dieser Link zeigt auf eine Datei im Quellbaum von ScanSleuth, die nicht zum Handbuch gehört: %1</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::HelpWindow</name>
    <message>
        <source>ScanSleuth User Guide</source>
        <translation>ScanSleuth-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>No page contains &quot;%1&quot;.</source>
        <translation>Keine Seite enthält &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>&amp;Inhalt</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::JobWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>&amp;Screenshot speichern...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>Screenshot speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>Screenshot</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::LoadJob</name>
    <message>
        <source>Splitting the overlapping segments into layers...</source>
        <translation>Die überlappenden Segmente werden in Ebenen aufgeteilt...</translation>
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
        <source>Loaded %1.</source>
        <translation>%1 geladen.</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>Konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Header and findings</source>
        <translation>Header und Befunde</translation>
    </message>
    <message>
        <source>DICOM</source>
        <translation>DICOM</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>Untersuchung</translation>
    </message>
    <message>
        <source>The knowledge base could not be read: %1</source>
        <translation>Die Wissensbasis konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The mask %1 could not be read to show the correction.</source>
        <translation>Die Maske %1 konnte nicht gelesen werden, um die Korrektur anzuzeigen.</translation>
    </message>
    <message>
        <source>The correction does not fit the mask %1.</source>
        <translation>Die Korrektur passt nicht zur Maske %1.</translation>
    </message>
    <message>
        <source>%1 corrected (%2)</source>
        <translation>%1 korrigiert (%2)</translation>
    </message>
    <message>
        <source>Showing the suspected correction: %1</source>
        <translation>Vermutete Korrektur wird angezeigt: %1</translation>
    </message>
    <message>
        <source>The liver in the organ mask sits on the patient&apos;s left.</source>
        <translation>Die Leber liegt in der Organmaske auf der linken Seite des Patienten.</translation>
    </message>
    <message>
        <source>Checking the masks a preprocessing script wrote for training.</source>
        <translation>Prüfung der Masken, die ein Vorverarbeitungsskript für das Training geschrieben hat.</translation>
    </message>
    <message>
        <source>The script now reorients every volume before saving it.</source>
        <translation>Das Skript richtet jetzt jedes Volumen vor dem Speichern neu aus.</translation>
    </message>
    <message>
        <source>Add &amp;Overlay...</source>
        <translation>Überlagerung &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>&amp;Screenshot speichern...</translation>
    </message>
    <message>
        <source>&amp;Copy Axial View</source>
        <translation>Axiale Ansicht &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Layout 1x1</source>
        <translation>Layout 1x1</translation>
    </message>
    <message>
        <source>Layout 1x3</source>
        <translation>Layout 1x3</translation>
    </message>
    <message>
        <source>Layout 2x2 (with 3D)</source>
        <translation>Layout 2x2 (mit 3D)</translation>
    </message>
    <message>
        <source>&amp;Neurological Convention (Right Is Right)</source>
        <translation>&amp;Neurologische Konvention (rechts ist rechts)</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Farbschema</translation>
    </message>
    <message>
        <source>Show Positions in &amp;LPS (DICOM) Instead of RAS</source>
        <translation>Positionen in &amp;LPS (DICOM) statt RAS anzeigen</translation>
    </message>
    <message>
        <source>&amp;Volume Rendering in the 3D View</source>
        <translation>&amp;Volumen-Rendering in der 3D-Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Through Overlays</source>
        <translation>Überlagerungen durch&amp;blättern</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>Screenshot speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>Screenshot</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Add Overlay</source>
        <translation>Überlagerung hinzufügen</translation>
    </message>
    <message>
        <source>Running the segmentation model twice on the same CT gives different masks.</source>
        <translation>Zwei Läufe des Segmentierungsmodells auf demselben CT ergeben verschiedene Masken.</translation>
    </message>
    <message>
        <source>Checking a model before sending it to the hospital&apos;s inference server.</source>
        <translation>Prüfung eines Modells, bevor es an den Inferenzserver der Klinik geht.</translation>
    </message>
    <message>
        <source>The model was exported again with a newer training script.</source>
        <translation>Das Modell wurde mit einem neueren Trainingsskript erneut exportiert.</translation>
    </message>
    <message>
        <source>%1 disagreement map</source>
        <translation>%1 Abweichungskarte</translation>
    </message>
    <message>
        <source>Open Demo: Model &amp;Reruns Differ</source>
        <translation>Demo öffnen: &amp;Wiederholungsläufe des Modells weichen ab</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>&amp;Run Model...</source>
        <translation>Modell &amp;ausführen...</translation>
    </message>
    <message>
        <source>Save Labels as DICOM &amp;SEG...</source>
        <translation>Labels als DICOM-&amp;SEG speichern...</translation>
    </message>
    <message>
        <source>&amp;Inspect Model...</source>
        <translation>Modell &amp;untersuchen...</translation>
    </message>
    <message>
        <source>Inspect a TorchScript model</source>
        <translation>Ein TorchScript-Modell untersuchen</translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ts *.zip);;All files (*)</source>
        <translation>TorchScript-Modelle (*.pt *.pth *.ts *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Compare R&amp;uns...</source>
        <translation>Läufe ver&amp;gleichen...</translation>
    </message>
    <message>
        <source>&amp;Audit Dataset Splits...</source>
        <translation>Datensatz-Splits &amp;prüfen...</translation>
    </message>
    <message>
        <source>Choose &amp;Label Table...</source>
        <translation>&amp;Label-Tabelle wählen...</translation>
    </message>
    <message>
        <source>Select a label layer first.</source>
        <translation>Wählen Sie zuerst eine Label-Ebene.</translation>
    </message>
    <message>
        <source>Choose a label table</source>
        <translation>Label-Tabelle wählen</translation>
    </message>
    <message>
        <source>Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)</source>
        <translation>Label-Tabellen (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Label table</source>
        <translation>Label-Tabelle</translation>
    </message>
    <message>
        <source>Open &amp;Investigation...</source>
        <translation>&amp;Untersuchung öffnen...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Investigation</source>
        <translation>Untersuchung spei&amp;chern</translation>
    </message>
    <message>
        <source>Save Investigation &amp;As...</source>
        <translation>Untersuchung speichern u&amp;nter...</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Be&amp;reiche</translation>
    </message>
    <message>
        <source>&amp;Reset Window Layout</source>
        <translation>Fensterlayout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Report a Problem...</source>
        <translation>&amp;Problem melden...</translation>
    </message>
    <message>
        <source>Unsaved investigation</source>
        <translation>Ungespeicherte Untersuchung</translation>
    </message>
    <message>
        <source>The investigation has changes that were not saved to its file. Save them before closing?</source>
        <translation>Die Untersuchung hat Änderungen, die nicht in ihrer Datei gespeichert wurden. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Showing the correction was cancelled.</source>
        <translation>Das Anzeigen der Korrektur wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Reading %1 to show the suspected correction...</source>
        <translation>%1 wird gelesen, um die vermutete Korrektur anzuzeigen...</translation>
    </message>
    <message>
        <source>Building the 3D surfaces of the label maps...</source>
        <translation>Die 3D-Oberflächen der Labelkarten werden erstellt...</translation>
    </message>
    <message>
        <source>The 3D surfaces could not be built: %1</source>
        <translation>Die 3D-Oberflächen konnten nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The 3D surfaces are built.</source>
        <translation>Die 3D-Oberflächen sind erstellt.</translation>
    </message>
    <message>
        <source>Building the 3D surfaces was cancelled.</source>
        <translation>Das Erstellen der 3D-Oberflächen wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ModelActions</name>
    <message>
        <source>Run a model on a DICOM series first: a SEG refers to the series&apos; images.</source>
        <translation>Lassen Sie zuerst ein Modell auf einer DICOM-Serie laufen: ein SEG verweist auf die Bilder der Serie.</translation>
    </message>
    <message>
        <source>Save labels as DICOM SEG</source>
        <translation>Labels als DICOM-SEG speichern</translation>
    </message>
    <message>
        <source>DICOM SEG (*.dcm);;All files (*)</source>
        <translation>DICOM-SEG (*.dcm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The labels could not be saved</source>
        <translation>Die Labels konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1 as DICOM SEG (%2 segments): %3</source>
        <translation>%1 als DICOM-SEG gespeichert (%2 Segmente): %3</translation>
    </message>
    <message>
        <source>Open an image first: the model runs on the base image.</source>
        <translation>Öffnen Sie zuerst ein Bild: das Modell läuft auf dem Basisbild.</translation>
    </message>
    <message>
        <source>Running %1 on the base image...</source>
        <translation>%1 läuft auf dem Basisbild...</translation>
    </message>
    <message>
        <source>%1 labels</source>
        <translation>%1 Labels</translation>
    </message>
    <message>
        <source>%1 foreground probability</source>
        <translation>%1 Vordergrundwahrscheinlichkeit</translation>
    </message>
    <message>
        <source>%1 ran on %2 (%3): %4 patch(es), %5 s.</source>
        <translation>%1 lief auf %2 (%3): %4 Patch(es), %5 s.</translation>
    </message>
    <message>
        <source>The model run was cancelled.</source>
        <translation>Der Modelllauf wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The model could not run</source>
        <translation>Das Modell konnte nicht laufen</translation>
    </message>
    <message>
        <source>The map %1 could not be read: %2</source>
        <translation>Die Karte %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no image in it</source>
        <translation>sie enthält kein Bild</translation>
    </message>
    <message>
        <source>Showing %1: brighter where the runs differ more (largest %2).</source>
        <translation>Zeige %1: heller, wo die Läufe stärker abweichen (größte Abweichung %2).</translation>
    </message>
    <message>
        <source>Showing %1: the runs agree everywhere.</source>
        <translation>Zeige %1: die Läufe stimmen überall überein.</translation>
    </message>
    <message>
        <source>%1 gave no usable result, so no layer was added. %2</source>
        <translation>%1 lieferte kein verwendbares Ergebnis, daher wurde keine Ebene hinzugefügt. %2</translation>
    </message>
    <message>
        <source>Showing the map was cancelled.</source>
        <translation>Das Anzeigen der Karte wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The labels are being saved already: wait for it, or cancel it.</source>
        <translation>Die Labels werden bereits gespeichert: Warten Sie darauf oder brechen Sie es ab.</translation>
    </message>
    <message>
        <source>Saving %1 as DICOM SEG to %2...</source>
        <translation>%1 wird als DICOM-SEG nach %2 gespeichert...</translation>
    </message>
    <message>
        <source>Saving the labels as DICOM SEG was cancelled; no file was written.</source>
        <translation>Das Speichern der Labels als DICOM-SEG wurde abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ModelInspectDialog</name>
    <message>
        <source>Inspect Model</source>
        <translation>Modell untersuchen</translation>
    </message>
    <message>
        <source>Reading...</source>
        <translation>Lese...</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Inspect Model: %1</source>
        <translation>Modell untersuchen: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lese %1...</translation>
    </message>
    <message>
        <source>%1
LibTorch %2, file format version %3. %4
%5 parameters in %6 tensors (%7 trainable), %8, saved on %9; %10 buffers.</source>
        <translation>%1
LibTorch %2, Dateiformat-Version %3. %4
%5 Parameter in %6 Tensoren (%7 trainierbar), %8, gespeichert auf %9; %10 Puffer.</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>eval</source>
        <translation>Eval</translation>
    </message>
    <message>
        <source> (reads self.training)</source>
        <translation> (liest self.training)</translation>
    </message>
    <message>
        <source>Saved in training mode: its forward reads self.training, so dropout stays active or batch-norm statistics come from the batch at inference.</source>
        <translation>Im Trainingsmodus gespeichert: sein forward liest self.training, daher bleibt Dropout bei der Inferenz aktiv bzw. kommen die Batch-Norm-Statistiken aus dem Batch.</translation>
    </message>
    <message>
        <source>No problems found: every module that reads self.training is in eval mode.</source>
        <translation>Keine Probleme gefunden: jedes Modul, das self.training liest, ist im Eval-Modus.</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::NamedPathsDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ReportProblemDialog</name>
    <message>
        <source>Report a Problem</source>
        <translation>Problem melden</translation>
    </message>
    <message>
        <source>&lt;p&gt;A report that can be acted on says what you did, what you expected and what happened instead, and includes:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The system and version information&lt;/b&gt; below (the button copies it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The input&apos;s header&lt;/b&gt;: the output of &lt;code&gt;scansleuth-cli info --json PATH&lt;/code&gt; for each image, mask or folder involved. It holds no voxels, but DICOM headers name the patient: remove the identifiers before you send it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The investigation file&lt;/b&gt; (&lt;code&gt;*.investigation.json&lt;/code&gt;, File &amp;gt; Save Investigation) with its pictures folder, when the problem is in an investigation or its report.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The log&lt;/b&gt;: what the terminal shows. Start the program as &lt;code&gt;scansleuth 2&amp;gt;&amp;amp;1 | tee scansleuth.log&lt;/code&gt; and attach scansleuth.log.&lt;/li&gt;&lt;li&gt;For a model problem, the output of &lt;code&gt;scansleuth-cli model inspect MODEL.pt&lt;/code&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Never attach patient images unless your data agreement allows it; a synthetic volume or the demo study (File &amp;gt; Open Demo Study) that shows the problem is better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Bericht, mit dem sich etwas anfangen lässt, sagt, was Sie getan haben, was Sie erwartet haben und was stattdessen geschah, und enthält:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Die System- und Versionsinformationen&lt;/b&gt; unten (die Schaltfläche kopiert sie).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Den Header der Eingabe&lt;/b&gt;: die Ausgabe von &lt;code&gt;scansleuth-cli info --json PATH&lt;/code&gt; für jedes beteiligte Bild, jede Maske oder jeden Ordner. Er enthält keine Voxel, aber DICOM-Header nennen den Patienten: Entfernen Sie die Kennungen, bevor Sie ihn senden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Die Untersuchungsdatei&lt;/b&gt; (&lt;code&gt;*.investigation.json&lt;/code&gt;, Datei &amp;gt; Untersuchung speichern) mit ihrem Bilderordner, wenn das Problem in einer Untersuchung oder ihrem Bericht liegt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Das Log&lt;/b&gt;: was das Terminal anzeigt. Starten Sie das Programm als &lt;code&gt;scansleuth 2&amp;gt;&amp;amp;1 | tee scansleuth.log&lt;/code&gt; und hängen Sie scansleuth.log an.&lt;/li&gt;&lt;li&gt;Bei einem Modellproblem die Ausgabe von &lt;code&gt;scansleuth-cli model inspect MODEL.pt&lt;/code&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Hängen Sie niemals Patientenbilder an, es sei denn, Ihre Datennutzungsvereinbarung erlaubt es; ein synthetisches Volumen oder die Demo-Studie (Datei &amp;gt; Demo-Studie öffnen), die das Problem zeigt, ist besser.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reading the versions...</source>
        <translation>Die Versionen werden gelesen...</translation>
    </message>
    <message>
        <source>&amp;Copy System Information</source>
        <translation>System&amp;informationen kopieren</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::RunModelDialog</name>
    <message>
        <source>Run model</source>
        <translation>Modell ausführen</translation>
    </message>
    <message>
        <source>TorchScript file (.pt), saved with torch.jit.script or trace</source>
        <translation>TorchScript-Datei (.pt), gespeichert mit torch.jit.script oder trace</translation>
    </message>
    <message>
        <source>optional: preprocessing spec (.json)</source>
        <translation>optional: Vorverarbeitungsspezifikation (.json)</translation>
    </message>
    <message>
        <source>Automatic (CUDA when available)</source>
        <translation>Automatisch (CUDA, wenn verfügbar)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>&quot;whole&quot; runs the whole volume at once; &quot;96,96,64&quot; a sliding window of that many voxels of the preprocessed grid (i, j, k).</source>
        <translation>&quot;whole&quot; verarbeitet das ganze Volumen auf einmal; &quot;96,96,64&quot; ein gleitendes Fenster mit so vielen Voxeln des vorverarbeiteten Gitters (i, j, k).</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>Gauß</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Konstant</translation>
    </message>
    <message>
        <source>TorchScript (*.pt *.pth *.ts);;All files (*)</source>
        <translation>TorchScript (*.pt *.pth *.ts);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Spec (*.json);;All files (*)</source>
        <translation>Spezifikation (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Name the TorchScript model file.</source>
        <translation>Geben Sie die TorchScript-Modelldatei an.</translation>
    </message>
    <message>
        <source>&amp;Average over the 8 axis mirrorings (test-time augmentation)</source>
        <translation>M&amp;ittel über die 8 Achsenspiegelungen (Test-Time-Augmentation)</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Preprocessing &amp;spec:</source>
        <translation>&amp;Vorverarbeitung:</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;Patch:</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>Über&amp;lappung:</translation>
    </message>
    <message>
        <source>&amp;Blend:</source>
        <translation>Über&amp;blendung:</translation>
    </message>
    <message>
        <source>Ba&amp;tch:</source>
        <translation>Ba&amp;tch:</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
</context>
<context>
    <name>scansleuth::knowledge</name>
    <message>
        <source>The SLURM job failed or was cancelled</source>
        <extracomment>symptom slurm-job-failed: title</extracomment>
        <translation>Der SLURM-Job ist fehlgeschlagen oder wurde abgebrochen</translation>
    </message>
    <message>
        <source>The job ends with state FAILED, TIMEOUT, OUT_OF_MEMORY, CANCELLED or NODE_FAIL, or its error file shows `DUE TO TIME LIMIT`, `oom-kill event`, `Killed`, `ModuleNotFoundError` or `No CUDA GPUs are available`.</source>
        <extracomment>symptom slurm-job-failed: description</extracomment>
        <translation>Der Job endet mit dem Zustand FAILED, TIMEOUT, OUT_OF_MEMORY, CANCELLED oder NODE_FAIL, oder seine Fehlerdatei zeigt `DUE TO TIME LIMIT`, `oom-kill event`, `Killed`, `ModuleNotFoundError` oder `No CUDA GPUs are available`.</translation>
    </message>
    <message>
        <source>No GPU is visible (torch.cuda.is_available() is False)</source>
        <extracomment>symptom no-gpu-visible: title</extracomment>
        <translation>Keine GPU sichtbar (torch.cuda.is_available() ist False)</translation>
    </message>
    <message>
        <source>On the cluster or in a container, `torch.cuda.is_available()` returns False, `nvidia-smi` is missing or lists nothing, or PyTorch says `No CUDA GPUs are available` or `Found no NVIDIA driver`.</source>
        <extracomment>symptom no-gpu-visible: description</extracomment>
        <translation>Auf dem Cluster oder in einem Container gibt `torch.cuda.is_available()` False zurück, `nvidia-smi` fehlt oder listet nichts auf, oder PyTorch meldet `No CUDA GPUs are available` oder `Found no NVIDIA driver`.</translation>
    </message>
    <message>
        <source>The job reached its time limit (TIMEOUT)</source>
        <extracomment>hypothesis slurm-walltime: title</extracomment>
        <translation>Der Job hat sein Zeitlimit erreicht (TIMEOUT)</translation>
    </message>
    <message>
        <source>SLURM ends a job at `--time`: state TIMEOUT and &apos;CANCELLED ... DUE TO TIME LIMIT&apos; in the error file. Training without checkpoints loses everything.</source>
        <extracomment>hypothesis slurm-walltime: explanation</extracomment>
        <translation>SLURM beendet einen Job bei Erreichen von `--time`: Zustand TIMEOUT und &apos;CANCELLED ... DUE TO TIME LIMIT&apos; in der Fehlerdatei. Ein Training ohne Checkpoints verliert dabei alles.</translation>
    </message>
    <message>
        <source>slurm.timeout: state TIMEOUT, Elapsed equal to Timelimit.</source>
        <extracomment>hypothesis slurm-walltime: supports</extracomment>
        <translation>slurm.timeout: Zustand TIMEOUT, Elapsed gleich Timelimit.</translation>
    </message>
    <message>
        <source>The job ended before its time limit.</source>
        <extracomment>hypothesis slurm-walltime: refutes</extracomment>
        <translation>Der Job endete vor Ablauf seines Zeitlimits.</translation>
    </message>
    <message>
        <source>Request more time (`#SBATCH --time=48:00:00`) within the partition&apos;s maximum (`sinfo -o &apos;%P %l&apos;`).</source>
        <extracomment>hypothesis slurm-walltime: quick_wins</extracomment>
        <translation>Fordern Sie mehr Zeit an (`#SBATCH --time=48:00:00`), innerhalb des Maximums der Partition (`sinfo -o &apos;%P %l&apos;`).</translation>
    </message>
    <message>
        <source>Checkpoint every N minutes and resume from the last checkpoint.</source>
        <extracomment>hypothesis slurm-walltime: quick_wins</extracomment>
        <translation>Speichern Sie alle N Minuten einen Checkpoint und setzen Sie das Training am letzten Checkpoint fort.</translation>
    </message>
    <message>
        <source>Use `#SBATCH --signal=B:USR1@300` and save a checkpoint when the signal arrives, then requeue (`scontrol requeue`).</source>
        <extracomment>hypothesis slurm-walltime: escalation</extracomment>
        <translation>Verwenden Sie `#SBATCH --signal=B:USR1@300`, speichern Sie beim Eintreffen des Signals einen Checkpoint und reihen Sie den Job dann erneut ein (`scontrol requeue`).</translation>
    </message>
    <message>
        <source>Chain jobs with `--dependency=afterany:JOBID`.</source>
        <extracomment>hypothesis slurm-walltime: escalation</extracomment>
        <translation>Verketten Sie Jobs mit `--dependency=afterany:JOBID`.</translation>
    </message>
    <message>
        <source>The job exceeded its memory request (OUT_OF_MEMORY)</source>
        <extracomment>hypothesis slurm-out-of-memory: title</extracomment>
        <translation>Der Job hat seine Speicheranforderung überschritten (OUT_OF_MEMORY)</translation>
    </message>
    <message>
        <source>The cgroup limit from `--mem`/`--mem-per-cpu` was exceeded: state OUT_OF_MEMORY, &apos;oom-kill event&apos; or &apos;Killed&apos; in the error file.</source>
        <extracomment>hypothesis slurm-out-of-memory: explanation</extracomment>
        <translation>Das cgroup-Limit aus `--mem`/`--mem-per-cpu` wurde überschritten: Zustand OUT_OF_MEMORY, &apos;oom-kill event&apos; oder &apos;Killed&apos; in der Fehlerdatei.</translation>
    </message>
    <message>
        <source>slurm.out_of_memory or slurm.killed.</source>
        <extracomment>hypothesis slurm-out-of-memory: supports</extracomment>
        <translation>slurm.out_of_memory oder slurm.killed.</translation>
    </message>
    <message>
        <source>No memory event in the logs and MaxRSS well below the request.</source>
        <extracomment>hypothesis slurm-out-of-memory: refutes</extracomment>
        <translation>Kein Speicherereignis in den Logs, und MaxRSS liegt deutlich unter der Anforderung.</translation>
    </message>
    <message>
        <source>Request more memory and check MaxRSS afterwards (`sacct -j JOBID --format=MaxRSS,ReqMem`).</source>
        <extracomment>hypothesis slurm-out-of-memory: quick_wins</extracomment>
        <translation>Fordern Sie mehr Speicher an und prüfen Sie danach MaxRSS (`sacct -j JOBID --format=MaxRSS,ReqMem`).</translation>
    </message>
    <message>
        <source>Lower `num_workers`, the cache rate, or the number of volumes held in memory.</source>
        <extracomment>hypothesis slurm-out-of-memory: quick_wins</extracomment>
        <translation>Verringern Sie `num_workers`, die Cache-Rate oder die Zahl der im Speicher gehaltenen Volumen.</translation>
    </message>
    <message>
        <source>Follow the &quot;Killed&quot; investigation (symptom killed-oom) to find what holds the memory.</source>
        <extracomment>hypothesis slurm-out-of-memory: escalation</extracomment>
        <translation>Folgen Sie der Untersuchung zu &quot;Killed&quot; (Symptom killed-oom), um herauszufinden, was den Speicher belegt.</translation>
    </message>
    <message>
        <source>The job ran out of GPU memory</source>
        <extracomment>hypothesis slurm-cuda-oom: title</extracomment>
        <translation>Der GPU-Speicher des Jobs war erschöpft</translation>
    </message>
    <message>
        <source>The job failed because PyTorch ran out of GPU memory: &apos;CUDA out of memory&apos; in the error file. The job state is usually FAILED, not OUT_OF_MEMORY.</source>
        <extracomment>hypothesis slurm-cuda-oom: explanation</extracomment>
        <translation>Der Job ist fehlgeschlagen, weil der GPU-Speicher für PyTorch erschöpft war: &apos;CUDA out of memory&apos; in der Fehlerdatei. Der Job-Zustand ist meist FAILED, nicht OUT_OF_MEMORY.</translation>
    </message>
    <message>
        <source>slurm.cuda_oom with the allocation that failed.</source>
        <extracomment>hypothesis slurm-cuda-oom: supports</extracomment>
        <translation>slurm.cuda_oom mit der fehlgeschlagenen Allokation.</translation>
    </message>
    <message>
        <source>No CUDA out-of-memory message.</source>
        <extracomment>hypothesis slurm-cuda-oom: refutes</extracomment>
        <translation>Keine Meldung &apos;CUDA out of memory&apos;.</translation>
    </message>
    <message>
        <source>Request a GPU with more memory (`--gres=gpu:a100:1`, `--constraint`).</source>
        <extracomment>hypothesis slurm-cuda-oom: quick_wins</extracomment>
        <translation>Fordern Sie eine GPU mit mehr Speicher an (`--gres=gpu:a100:1`, `--constraint`).</translation>
    </message>
    <message>
        <source>Follow the CUDA out of memory investigation (symptom cuda-out-of-memory).</source>
        <extracomment>hypothesis slurm-cuda-oom: escalation</extracomment>
        <translation>Folgen Sie der Untersuchung zu &apos;CUDA out of memory&apos; (Symptom cuda-out-of-memory).</translation>
    </message>
    <message>
        <source>The job did not request a GPU</source>
        <extracomment>hypothesis slurm-missing-gpu-request: title</extracomment>
        <translation>Der Job hat keine GPU angefordert</translation>
    </message>
    <message>
        <source>Without `--gres=gpu:N` (or `--gpus=N`) SLURM gives the job no GPU even on a GPU partition: CUDA_VISIBLE_DEVICES is empty and PyTorch falls back to CPU or fails.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: explanation</extracomment>
        <translation>Ohne `--gres=gpu:N` (oder `--gpus=N`) teilt SLURM dem Job selbst auf einer GPU-Partition keine GPU zu: CUDA_VISIBLE_DEVICES ist leer, und PyTorch weicht auf die CPU aus oder schlägt fehl.</translation>
    </message>
    <message>
        <source>`scontrol show job` shows no gres/gpu in TRES, and CUDA_VISIBLE_DEVICES is empty inside the job.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: supports</extracomment>
        <translation>`scontrol show job` zeigt kein gres/gpu in TRES, und CUDA_VISIBLE_DEVICES ist innerhalb des Jobs leer.</translation>
    </message>
    <message>
        <source>The job&apos;s TRES include a GPU and nvidia-smi inside the job lists it.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: refutes</extracomment>
        <translation>Die TRES des Jobs enthalten eine GPU, und nvidia-smi listet sie innerhalb des Jobs auf.</translation>
    </message>
    <message>
        <source>Add `#SBATCH --gres=gpu:1` (or `--gpus=1`) and the GPU partition (`-p gpu`).</source>
        <extracomment>hypothesis slurm-missing-gpu-request: quick_wins</extracomment>
        <translation>Ergänzen Sie `#SBATCH --gres=gpu:1` (oder `--gpus=1`) und die GPU-Partition (`-p gpu`).</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s documentation for the GPU type names (`sinfo -o &apos;%P %G&apos;`).</source>
        <extracomment>hypothesis slurm-missing-gpu-request: escalation</extracomment>
        <translation>Schlagen Sie die Namen der GPU-Typen in der Dokumentation des Clusters nach (`sinfo -o &apos;%P %G&apos;`).</translation>
    </message>
    <message>
        <source>The job&apos;s environment lacks the modules or environment loaded interactively</source>
        <extracomment>hypothesis slurm-modules-not-loaded: title</extracomment>
        <translation>In der Job-Umgebung fehlen die interaktiv geladenen Module oder die interaktiv aktivierte Umgebung</translation>
    </message>
    <message>
        <source>Batch jobs do not run your interactive shell&apos;s `module load` or `conda activate`. Python, CUDA libraries or packages then differ: &apos;ModuleNotFoundError&apos;, &apos;libcudart.so: cannot open shared object file&apos;, &apos;command not found&apos;.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: explanation</extracomment>
        <translation>Batch-Jobs führen das `module load` oder `conda activate` Ihrer interaktiven Shell nicht aus. Python, CUDA-Bibliotheken oder Pakete unterscheiden sich dann: &apos;ModuleNotFoundError&apos;, &apos;libcudart.so: cannot open shared object file&apos;, &apos;command not found&apos;.</translation>
    </message>
    <message>
        <source>`which python` and `module list` differ between the interactive shell and the job.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: supports</extracomment>
        <translation>`which python` und `module list` unterscheiden sich zwischen interaktiver Shell und Job.</translation>
    </message>
    <message>
        <source>The job&apos;s environment matches the interactive one.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: refutes</extracomment>
        <translation>Die Umgebung des Jobs stimmt mit der interaktiven überein.</translation>
    </message>
    <message>
        <source>Load modules and activate the environment inside the batch script, with full paths (`source ~/miniconda3/bin/activate ENV`).</source>
        <extracomment>hypothesis slurm-modules-not-loaded: quick_wins</extracomment>
        <translation>Laden Sie die Module und aktivieren Sie die Umgebung im Batch-Skript selbst, mit vollständigen Pfaden (`source ~/miniconda3/bin/activate ENV`).</translation>
    </message>
    <message>
        <source>Start with `module purge` for a reproducible environment.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: quick_wins</extracomment>
        <translation>Beginnen Sie mit `module purge`, um eine reproduzierbare Umgebung zu erhalten.</translation>
    </message>
    <message>
        <source>Put the environment in a container image and run the job in it.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: escalation</extracomment>
        <translation>Packen Sie die Umgebung in ein Container-Image und führen Sie den Job darin aus.</translation>
    </message>
    <message>
        <source>A distributed (NCCL) error ended the job</source>
        <extracomment>hypothesis slurm-nccl-failure: title</extracomment>
        <translation>Ein Fehler im verteilten Training (NCCL) hat den Job beendet</translation>
    </message>
    <message>
        <source>Multi-GPU jobs fail with NCCL errors when a rank dies, a network interface is wrong, or ranks time out (&apos;NCCL WARN&apos;, &apos;Watchdog caught collective operation timeout&apos;).</source>
        <extracomment>hypothesis slurm-nccl-failure: explanation</extracomment>
        <translation>Multi-GPU-Jobs scheitern mit NCCL-Fehlern, wenn ein Rank abstürzt, die falsche Netzwerkschnittstelle verwendet wird oder Ranks in ein Timeout laufen (&apos;NCCL WARN&apos;, &apos;Watchdog caught collective operation timeout&apos;).</translation>
    </message>
    <message>
        <source>slurm.nccl_error with the NCCL lines.</source>
        <extracomment>hypothesis slurm-nccl-failure: supports</extracomment>
        <translation>slurm.nccl_error mit den NCCL-Zeilen.</translation>
    </message>
    <message>
        <source>No NCCL error in the logs.</source>
        <extracomment>hypothesis slurm-nccl-failure: refutes</extracomment>
        <translation>Kein NCCL-Fehler in den Logs.</translation>
    </message>
    <message>
        <source>Rerun with `NCCL_DEBUG=INFO TORCH_DISTRIBUTED_DEBUG=DETAIL` and read the first rank that failed.</source>
        <extracomment>hypothesis slurm-nccl-failure: quick_wins</extracomment>
        <translation>Starten Sie den Job erneut mit `NCCL_DEBUG=INFO TORCH_DISTRIBUTED_DEBUG=DETAIL` und lesen Sie die Ausgabe des ersten fehlgeschlagenen Ranks.</translation>
    </message>
    <message>
        <source>Follow the hang investigation (symptom training-hangs) for ranks that wait on each other.</source>
        <extracomment>hypothesis slurm-nccl-failure: escalation</extracomment>
        <translation>Folgen Sie bei Ranks, die aufeinander warten, der Untersuchung zu Hängern (Symptom training-hangs).</translation>
    </message>
    <message>
        <source>The container was started without GPU access</source>
        <extracomment>hypothesis container-gpu-not-exposed: title</extracomment>
        <translation>Der Container wurde ohne GPU-Zugriff gestartet</translation>
    </message>
    <message>
        <source>Apptainer/Singularity needs `--nv` and Docker needs `--gpus all` (with the NVIDIA container toolkit) to expose the driver and devices inside the container.</source>
        <extracomment>hypothesis container-gpu-not-exposed: explanation</extracomment>
        <translation>Apptainer/Singularity benötigt `--nv` und Docker `--gpus all` (mit dem NVIDIA Container Toolkit), damit Treiber und Geräte im Container verfügbar sind.</translation>
    </message>
    <message>
        <source>nvidia-smi works on the host (or the job) but not inside the container.</source>
        <extracomment>hypothesis container-gpu-not-exposed: supports</extracomment>
        <translation>nvidia-smi funktioniert auf dem Host (oder im Job), aber nicht im Container.</translation>
    </message>
    <message>
        <source>nvidia-smi inside the container lists the GPU.</source>
        <extracomment>hypothesis container-gpu-not-exposed: refutes</extracomment>
        <translation>nvidia-smi listet im Container die GPU auf.</translation>
    </message>
    <message>
        <source>`apptainer exec --nv image.sif python train.py` or `docker run --gpus all ...`.</source>
        <extracomment>hypothesis container-gpu-not-exposed: quick_wins</extracomment>
        <translation>`apptainer exec --nv image.sif python train.py` oder `docker run --gpus all ...`.</translation>
    </message>
    <message>
        <source>Check that the host driver supports the CUDA version of the image.</source>
        <extracomment>hypothesis container-gpu-not-exposed: escalation</extracomment>
        <translation>Prüfen Sie, ob der Treiber des Hosts die CUDA-Version des Images unterstützt.</translation>
    </message>
    <message>
        <source>The installed PyTorch is a CPU-only build</source>
        <extracomment>hypothesis torch-cpu-build: title</extracomment>
        <translation>Das installierte PyTorch ist ein reiner CPU-Build</translation>
    </message>
    <message>
        <source>A pip or conda install without the CUDA index (or a dependency that pulled the CPU wheel) gives a PyTorch without CUDA: `torch.version.cuda` is None.</source>
        <extracomment>hypothesis torch-cpu-build: explanation</extracomment>
        <translation>Eine pip- oder conda-Installation ohne den CUDA-Index (oder eine Abhängigkeit, die das CPU-Wheel nachgezogen hat) ergibt ein PyTorch ohne CUDA: `torch.version.cuda` ist None.</translation>
    </message>
    <message>
        <source>`torch.version.cuda` prints None.</source>
        <extracomment>hypothesis torch-cpu-build: supports</extracomment>
        <translation>`torch.version.cuda` gibt None aus.</translation>
    </message>
    <message>
        <source>`torch.version.cuda` prints a version.</source>
        <extracomment>hypothesis torch-cpu-build: refutes</extracomment>
        <translation>`torch.version.cuda` gibt eine Version aus.</translation>
    </message>
    <message>
        <source>Install the CUDA build: `pip install torch --index-url https://download.pytorch.org/whl/cu121` (pick the CUDA version the driver supports).</source>
        <extracomment>hypothesis torch-cpu-build: quick_wins</extracomment>
        <translation>Installieren Sie den CUDA-Build: `pip install torch --index-url https://download.pytorch.org/whl/cu121` (wählen Sie eine CUDA-Version, die der Treiber unterstützt).</translation>
    </message>
    <message>
        <source>Check which package pulled the CPU wheel (`pip install --dry-run`, `pipdeptree -r -p torch`).</source>
        <extracomment>hypothesis torch-cpu-build: escalation</extracomment>
        <translation>Prüfen Sie, welches Paket das CPU-Wheel nachgezogen hat (`pip install --dry-run`, `pipdeptree -r -p torch`).</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than PyTorch&apos;s CUDA needs</source>
        <extracomment>hypothesis cuda-driver-too-old: title</extracomment>
        <translation>Der NVIDIA-Treiber ist zu alt für die CUDA-Version von PyTorch</translation>
    </message>
    <message>
        <source>Each CUDA runtime needs a minimum driver version; a PyTorch built for a newer CUDA than the node&apos;s driver supports reports no GPU or &apos;The NVIDIA driver on your system is too old&apos;.</source>
        <extracomment>hypothesis cuda-driver-too-old: explanation</extracomment>
        <translation>Jede CUDA-Runtime erfordert eine Mindestversion des Treibers; ein PyTorch, das für eine neuere CUDA-Version gebaut ist, als der Treiber des Nodes unterstützt, meldet keine GPU oder &apos;The NVIDIA driver on your system is too old&apos;.</translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s &apos;CUDA Version&apos; is lower than `torch.version.cuda`.</source>
        <extracomment>hypothesis cuda-driver-too-old: supports</extracomment>
        <translation>Die &apos;CUDA Version&apos; von nvidia-smi ist niedriger als `torch.version.cuda`.</translation>
    </message>
    <message>
        <source>The driver&apos;s CUDA version is at least PyTorch&apos;s.</source>
        <extracomment>hypothesis cuda-driver-too-old: refutes</extracomment>
        <translation>Die CUDA-Version des Treibers ist mindestens so hoch wie die von PyTorch.</translation>
    </message>
    <message>
        <source>Install a PyTorch built for an older CUDA, or use a node with a newer driver.</source>
        <extracomment>hypothesis cuda-driver-too-old: quick_wins</extracomment>
        <translation>Installieren Sie ein PyTorch, das für eine ältere CUDA-Version gebaut ist, oder verwenden Sie einen Node mit neuerem Treiber.</translation>
    </message>
    <message>
        <source>Ask the administrators for the driver roadmap of the GPU nodes.</source>
        <extracomment>hypothesis cuda-driver-too-old: escalation</extracomment>
        <translation>Fragen Sie die Administratoren, wann die Treiber der GPU-Nodes aktualisiert werden.</translation>
    </message>
    <message>
        <source>Check the GPU request and what the job (or container) sees</source>
        <extracomment>experiment exp-slurm-gpu-request: title</extracomment>
        <translation>GPU-Anforderung prüfen und ermitteln, was der Job (oder Container) sieht</translation>
    </message>
    <message>
        <source>Inside the job (and inside the container, if any), record what SLURM allocated and what PyTorch sees.</source>
        <extracomment>experiment exp-slurm-gpu-request: description</extracomment>
        <translation>Halten Sie innerhalb des Jobs (und ggf. im Container) fest, was SLURM zugeteilt hat und was PyTorch sieht.</translation>
    </message>
    <message>
        <source>The first missing link names the cause: no gres in TRES, no GPU in the container, torch.version.cuda None, or a driver older than PyTorch&apos;s CUDA.</source>
        <extracomment>experiment exp-slurm-gpu-request: supports</extracomment>
        <translation>Das erste fehlende Glied der Kette benennt die Ursache: kein gres in TRES, keine GPU im Container, torch.version.cuda ist None oder ein Treiber, der älter ist als die CUDA-Version von PyTorch.</translation>
    </message>
    <message>
        <source>Every link is present and PyTorch sees the GPU.</source>
        <extracomment>experiment exp-slurm-gpu-request: refutes</extracomment>
        <translation>Alle Glieder der Kette sind vorhanden, und PyTorch sieht die GPU.</translation>
    </message>
    <message>
        <source>AllocTRES of the job (does it include gres/gpu?)</source>
        <extracomment>experiment exp-slurm-gpu-request: form tres</extracomment>
        <translation>AllocTRES des Jobs (enthält es gres/gpu?)</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES inside the job</source>
        <extracomment>experiment exp-slurm-gpu-request: form visible_devices</extracomment>
        <translation>CUDA_VISIBLE_DEVICES innerhalb des Jobs</translation>
    </message>
    <message>
        <source>Does nvidia-smi list a GPU inside the job?</source>
        <extracomment>experiment exp-slurm-gpu-request: form nvidia_smi_job</extracomment>
        <translation>Listet nvidia-smi innerhalb des Jobs eine GPU auf?</translation>
    </message>
    <message>
        <source>Does nvidia-smi list a GPU inside the container?</source>
        <extracomment>experiment exp-slurm-gpu-request: form nvidia_smi_container</extracomment>
        <translation>Listet nvidia-smi im Container eine GPU auf?</translation>
    </message>
    <message>
        <source>CUDA Version shown by nvidia-smi</source>
        <extracomment>experiment exp-slurm-gpu-request: form driver_cuda</extracomment>
        <translation>Von nvidia-smi angezeigte CUDA Version</translation>
    </message>
    <message>
        <source>torch.version.cuda</source>
        <extracomment>experiment exp-slurm-gpu-request: form torch_cuda</extracomment>
        <translation>torch.version.cuda</translation>
    </message>
    <message>
        <source>Compare the job&apos;s environment with the interactive one</source>
        <extracomment>experiment exp-slurm-environment: title</extracomment>
        <translation>Job-Umgebung mit der interaktiven Umgebung vergleichen</translation>
    </message>
    <message>
        <source>Record the Python, modules and library paths in both places.</source>
        <extracomment>experiment exp-slurm-environment: description</extracomment>
        <translation>Halten Sie an beiden Stellen Python, Module und Bibliothekspfade fest.</translation>
    </message>
    <message>
        <source>Python, modules or library paths differ.</source>
        <extracomment>experiment exp-slurm-environment: supports</extracomment>
        <translation>Python, Module oder Bibliothekspfade unterscheiden sich.</translation>
    </message>
    <message>
        <source>The environments match.</source>
        <extracomment>experiment exp-slurm-environment: refutes</extracomment>
        <translation>Die Umgebungen stimmen überein.</translation>
    </message>
    <message>
        <source>which python (interactive)</source>
        <extracomment>experiment exp-slurm-environment: form python_interactive</extracomment>
        <translation>which python (interaktiv)</translation>
    </message>
    <message>
        <source>which python (in the job)</source>
        <extracomment>experiment exp-slurm-environment: form python_job</extracomment>
        <translation>which python (im Job)</translation>
    </message>
    <message>
        <source>Do the loaded modules differ?</source>
        <extracomment>experiment exp-slurm-environment: form modules_differ</extracomment>
        <translation>Unterscheiden sich die geladenen Module?</translation>
    </message>
    <message>
        <source>The test score is too good to be true</source>
        <extracomment>symptom test-score-too-good: title</extracomment>
        <translation>Das Testergebnis ist zu gut, um wahr zu sein</translation>
    </message>
    <message>
        <source>Dice, AUC or accuracy on the test set are close to perfect, better than published results or than inter-rater agreement, or as good as on the training set.</source>
        <extracomment>symptom test-score-too-good: description</extracomment>
        <translation>Dice, AUC oder Accuracy auf dem Testdatensatz sind nahezu perfekt, besser als publizierte Ergebnisse oder die Interrater-Übereinstimmung oder so gut wie auf dem Trainingsdatensatz.</translation>
    </message>
    <message>
        <source>Reruns give different results</source>
        <extracomment>symptom nondeterministic-results: title</extracomment>
        <translation>Wiederholte Läufe liefern unterschiedliche Ergebnisse</translation>
    </message>
    <message>
        <source>Training twice with the same code and data gives different curves or scores, or inference on the same input gives different outputs.</source>
        <extracomment>symptom nondeterministic-results: description</extracomment>
        <translation>Zwei Trainings mit demselben Code und denselben Daten ergeben unterschiedliche Kurven oder Ergebnisse, oder die Inferenz auf derselben Eingabe liefert unterschiedliche Ausgaben.</translation>
    </message>
    <message>
        <source>CPU and GPU give different results</source>
        <extracomment>symptom cpu-gpu-mismatch: title</extracomment>
        <translation>CPU und GPU liefern unterschiedliche Ergebnisse</translation>
    </message>
    <message>
        <source>The same model and input give different outputs on CPU and on GPU (or on two GPU types), beyond rounding.</source>
        <extracomment>symptom cpu-gpu-mismatch: description</extracomment>
        <translation>Dasselbe Modell liefert für dieselbe Eingabe auf CPU und GPU (oder auf zwei GPU-Typen) Ausgaben, die sich über Rundungsfehler hinaus unterscheiden.</translation>
    </message>
    <message>
        <source>A metric looks implausible</source>
        <extracomment>symptom metric-implausible: title</extracomment>
        <translation>Eine Metrik wirkt unplausibel</translation>
    </message>
    <message>
        <source>AUC well below 0.5, Dice near 0 while predictions look right, scores that change when computed per slice or per volume, or radiomics features that differ between scans of the same object.</source>
        <extracomment>symptom metric-implausible: description</extracomment>
        <translation>AUC deutlich unter 0.5, Dice nahe 0, obwohl die Vorhersagen richtig aussehen, Werte, die sich je nach Berechnung pro Schicht oder pro Volumen ändern, oder Radiomics-Features, die sich zwischen Scans desselben Objekts unterscheiden.</translation>
    </message>
    <message>
        <source>The same patients are in the training and test sets</source>
        <extracomment>hypothesis leak-patient-overlap: title</extracomment>
        <translation>Dieselben Patienten kommen im Trainings- und im Testdatensatz vor</translation>
    </message>
    <message>
        <source>The metric was computed on the wrong split</source>
        <extracomment>hypothesis leak-metric-wrong-split: title</extracomment>
        <translation>Die Metrik wurde auf dem falschen Datensatz berechnet</translation>
    </message>
    <message>
        <source>Log the case IDs with every metric and assert they equal the test list.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>Protokollieren Sie zu jeder Metrik die Fall-IDs und stellen Sie per Assertion sicher, dass sie der Testliste entsprechen.</translation>
    </message>
    <message>
        <source>Keep the test set in a separate folder read only by the final evaluation script.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>Legen Sie den Testdatensatz in einem eigenen Ordner ab, den nur das abschließende Evaluationsskript liest.</translation>
    </message>
    <message>
        <source>Re-run the final evaluation from a clean checkout on a held-out set.</source>
        <extracomment>hypothesis leak-metric-wrong-split: escalation</extracomment>
        <translation>Wiederholen Sie die abschließende Evaluation aus einem sauberen Checkout auf einem zurückgehaltenen Datensatz.</translation>
    </message>
    <message>
        <source>Duplicate or augmented copies of volumes cross the split</source>
        <extracomment>hypothesis leak-duplicate-volumes: title</extracomment>
        <translation>Doppelte oder augmentierte Kopien von Volumen liegen auf beiden Seiten der Aufteilung</translation>
    </message>
    <message>
        <source>Preprocessing or feature selection was fitted on all data</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: title</extracomment>
        <translation>Vorverarbeitung oder Feature-Auswahl wurde auf allen Daten angepasst</translation>
    </message>
    <message>
        <source>Normalisation statistics, PCA, feature selection or oversampling (SMOTE) computed on the whole dataset before splitting carry test information into training.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: explanation</extracomment>
        <translation>Normalisierungsstatistiken, PCA, Feature-Auswahl oder Oversampling (SMOTE), die vor der Aufteilung auf dem gesamten Datensatz berechnet werden, tragen Testinformationen ins Training.</translation>
    </message>
    <message>
        <source>Every fit uses the training fold only.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: refutes</extracomment>
        <translation>Jeder Fit verwendet nur den Trainings-Fold.</translation>
    </message>
    <message>
        <source>Put preprocessing in an `sklearn.pipeline.Pipeline` and fit it inside cross-validation.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: quick_wins</extracomment>
        <translation>Legen Sie die Vorverarbeitung in eine `sklearn.pipeline.Pipeline` und fitten Sie sie innerhalb der Kreuzvalidierung.</translation>
    </message>
    <message>
        <source>Recompute the metric with every fit moved inside the training fold.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: escalation</extracomment>
        <translation>Berechnen Sie die Metrik neu, nachdem jeder Fit in den Trainings-Fold verlegt wurde.</translation>
    </message>
    <message>
        <source>The model uses a shortcut that reveals the label</source>
        <extracomment>hypothesis leak-shortcut: title</extracomment>
        <translation>Das Modell nutzt eine Abkürzung, die das Label verrät</translation>
    </message>
    <message>
        <source>Burned-in text, markers, rulers, a scanner or site that correlates with the label, or the mask&apos;s presence in the input let the model predict without the anatomy.</source>
        <extracomment>hypothesis leak-shortcut: explanation</extracomment>
        <translation>Eingebrannter Text, Marker, Lineale, ein mit dem Label korrelierender Scanner oder Standort oder die in der Eingabe enthaltene Maske erlauben dem Modell Vorhersagen ohne Bezug auf die Anatomie.</translation>
    </message>
    <message>
        <source>Occluding the anatomy barely changes the score, or a classifier predicts the label from the site or scanner alone.</source>
        <extracomment>hypothesis leak-shortcut: supports</extracomment>
        <translation>Das Abdecken der Anatomie ändert das Ergebnis kaum, oder ein Klassifikator sagt das Label allein aus Standort oder Scanner vorher.</translation>
    </message>
    <message>
        <source>Performance collapses when the anatomy is occluded and site does not predict the label.</source>
        <extracomment>hypothesis leak-shortcut: refutes</extracomment>
        <translation>Die Leistung bricht ein, wenn die Anatomie abgedeckt wird, und der Standort sagt das Label nicht vorher.</translation>
    </message>
    <message>
        <source>Look at saliency maps (Grad-CAM) of a few confident cases.</source>
        <extracomment>hypothesis leak-shortcut: quick_wins</extracomment>
        <translation>Sehen Sie sich Saliency Maps (Grad-CAM) einiger Fälle mit hoher Konfidenz an.</translation>
    </message>
    <message>
        <source>Evaluate per site and scanner; test on an external site.</source>
        <extracomment>hypothesis leak-shortcut: escalation</extracomment>
        <translation>Evaluieren Sie je Standort und Scanner; testen Sie an einem externen Standort.</translation>
    </message>
    <message>
        <source>Training and deployment preprocess differently</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: title</extracomment>
        <translation>Training und Produktivbetrieb verarbeiten die Daten unterschiedlich vor</translation>
    </message>
    <message>
        <source>Intensity normalisation (HU window, z-score per volume or per dataset), target spacing, orientation, cropping or data type differ between the training pipeline and the one used on new data.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: explanation</extracomment>
        <translation>Intensitätsnormalisierung (HU-Fenster, z-Score pro Volumen oder pro Datensatz), Ziel-Voxelabstand, Orientierung, Zuschnitt oder Datentyp unterscheiden sich zwischen der Trainings-Pipeline und der Pipeline für neue Daten.</translation>
    </message>
    <message>
        <source>Use one preprocessing function for training and inference, and save its parameters with the model.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: quick_wins</extracomment>
        <translation>Verwenden Sie eine einzige Vorverarbeitungsfunktion für Training und Inferenz und speichern Sie ihre Parameter mit dem Modell.</translation>
    </message>
    <message>
        <source>Save one preprocessed production input and compare its histogram, spacing and orientation with a training input.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: quick_wins</extracomment>
        <translation>Speichern Sie eine vorverarbeitete Eingabe aus dem Produktivbetrieb und vergleichen Sie Histogramm, Voxelabstand und Orientierung mit einer Trainingseingabe.</translation>
    </message>
    <message>
        <source>Write a test that runs both pipelines on the same raw case and compares the tensors.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: escalation</extracomment>
        <translation>Schreiben Sie einen Test, der beide Pipelines auf denselben Rohfall anwendet und die Tensoren vergleicht.</translation>
    </message>
    <message>
        <source>The new data come from another domain (site, scanner, protocol)</source>
        <extracomment>hypothesis gap-domain-shift: title</extracomment>
        <translation>Die neuen Daten stammen aus einer anderen Domäne (Standort, Scanner, Protokoll)</translation>
    </message>
    <message>
        <source>Different scanners, reconstruction kernels, contrast phases, field strengths or populations change the input distribution; a model trained on one site often drops on another.</source>
        <extracomment>hypothesis gap-domain-shift: explanation</extracomment>
        <translation>Andere Scanner, Rekonstruktionskernel, Kontrastmittelphasen, Feldstärken oder Populationen verändern die Eingabeverteilung; ein an einem Standort trainiertes Modell schneidet an einem anderen oft schlechter ab.</translation>
    </message>
    <message>
        <source>Stratify the evaluation by Manufacturer, ManufacturerModelName and protocol tags.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>Stratifizieren Sie die Evaluation nach Manufacturer, ManufacturerModelName und Protokoll-Tags.</translation>
    </message>
    <message>
        <source>Add intensity augmentation (gamma, bias field, noise) and data from the new domain.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>Ergänzen Sie Intensitätsaugmentierung (Gamma, Bias-Feld, Rauschen) und Daten aus der neuen Domäne.</translation>
    </message>
    <message>
        <source>Fine-tune on a small labelled set from the new domain; report per-site results.</source>
        <extracomment>hypothesis gap-domain-shift: escalation</extracomment>
        <translation>Führen Sie ein Fine-Tuning auf einem kleinen gelabelten Datensatz aus der neuen Domäne durch; berichten Sie Ergebnisse je Standort.</translation>
    </message>
    <message>
        <source>The model runs in training mode at inference</source>
        <extracomment>hypothesis gap-model-in-train-mode: title</extracomment>
        <translation>Das Modell läuft bei der Inferenz im Trainingsmodus</translation>
    </message>
    <message>
        <source>Without `model.eval()`, dropout stays active and batch normalisation uses the statistics of the current batch: outputs change with batch composition and between runs.</source>
        <extracomment>hypothesis gap-model-in-train-mode: explanation</extracomment>
        <translation>Ohne `model.eval()` bleibt Dropout aktiv, und die Batch-Normalisierung verwendet die Statistik des aktuellen Batches: Die Ausgaben ändern sich mit der Zusammensetzung des Batches und zwischen Läufen.</translation>
    </message>
    <message>
        <source>Call `model.eval()` before inference and `model.train()` only in the training loop.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>Rufen Sie vor der Inferenz `model.eval()` auf und `model.train()` nur in der Trainingsschleife.</translation>
    </message>
    <message>
        <source>Assert `not any(m.training for m in model.modules())` in the inference script.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>Prüfen Sie im Inferenzskript per Assertion `not any(m.training for m in model.modules())`.</translation>
    </message>
    <message>
        <source>Export the model to TorchScript in eval mode and load that in production.</source>
        <extracomment>hypothesis gap-model-in-train-mode: escalation</extracomment>
        <translation>Exportieren Sie das Modell im Eval-Modus nach TorchScript und laden Sie diese Version im Produktivbetrieb.</translation>
    </message>
    <message>
        <source>Predictions are written in the wrong frame</source>
        <extracomment>hypothesis gap-prediction-frame: title</extracomment>
        <translation>Vorhersagen werden im falschen Koordinatensystem geschrieben</translation>
    </message>
    <message>
        <source>The deployed pipeline reorients or resamples the input and writes the prediction without undoing it, so the prediction lands shifted or flipped against the original image; the metric then drops although the model is fine.</source>
        <extracomment>hypothesis gap-prediction-frame: explanation</extracomment>
        <translation>Die produktive Pipeline reorientiert oder resampelt die Eingabe und schreibt die Vorhersage, ohne dies rückgängig zu machen, sodass die Vorhersage gegenüber dem Originalbild verschoben oder gespiegelt ist; die Metrik sinkt dann, obwohl das Modell in Ordnung ist.</translation>
    </message>
    <message>
        <source>A geometry finding between the original image and the written prediction.</source>
        <extracomment>hypothesis gap-prediction-frame: supports</extracomment>
        <translation>Ein Geometriebefund zwischen dem Originalbild und der geschriebenen Vorhersage.</translation>
    </message>
    <message>
        <source>The prediction is in the image&apos;s frame.</source>
        <extracomment>hypothesis gap-prediction-frame: refutes</extracomment>
        <translation>Die Vorhersage liegt im Koordinatensystem des Bildes.</translation>
    </message>
    <message>
        <source>Resample predictions back to the original image&apos;s grid and copy its header before saving.</source>
        <extracomment>hypothesis gap-prediction-frame: quick_wins</extracomment>
        <translation>Resampeln Sie Vorhersagen zurück auf das Gitter des Originalbildes und übernehmen Sie vor dem Speichern dessen Header.</translation>
    </message>
    <message>
        <source>Follow the mask-misaligned investigation on one production case.</source>
        <extracomment>hypothesis gap-prediction-frame: escalation</extracomment>
        <translation>Folgen Sie an einem Fall aus dem Produktivbetrieb der Untersuchung mask-misaligned.</translation>
    </message>
    <message>
        <source>Inputs contain NaN or infinite values</source>
        <extracomment>hypothesis nan-input-data: title</extracomment>
        <translation>Eingaben enthalten NaN oder unendliche Werte</translation>
    </message>
    <message>
        <source>NaN outside a brain mask, in padding, from a division by a zero standard deviation, or Inf from a bad rescale make losses NaN or, in inference, silently corrupt outputs (NaN propagates; many metrics ignore it).</source>
        <extracomment>hypothesis nan-input-data: explanation</extracomment>
        <translation>NaN außerhalb einer Hirnmaske, im Padding oder aus einer Division durch eine Standardabweichung von null sowie Inf aus einer fehlerhaften Reskalierung machen den Loss zu NaN oder verfälschen bei der Inferenz unbemerkt die Ausgaben (NaN pflanzt sich fort; viele Metriken ignorieren es).</translation>
    </message>
    <message>
        <source>The scan finds NaN or infinite voxels in the named files.</source>
        <extracomment>hypothesis nan-input-data: supports</extracomment>
        <translation>Die Prüfung findet NaN- oder unendliche Voxel in den genannten Dateien.</translation>
    </message>
    <message>
        <source>No NaN or Inf in any volume.</source>
        <extracomment>hypothesis nan-input-data: refutes</extracomment>
        <translation>In keinem Volumen NaN oder Inf.</translation>
    </message>
    <message>
        <source>Replace non-finite values after loading: `np.nan_to_num(arr, nan=0.0, posinf=0.0, neginf=0.0)`.</source>
        <extracomment>hypothesis nan-input-data: quick_wins</extracomment>
        <translation>Ersetzen Sie nicht endliche Werte nach dem Laden: `np.nan_to_num(arr, nan=0.0, posinf=0.0, neginf=0.0)`.</translation>
    </message>
    <message>
        <source>Guard normalisation: `(x - mean) / max(std, 1e-8)`.</source>
        <extracomment>hypothesis nan-input-data: quick_wins</extracomment>
        <translation>Sichern Sie die Normalisierung ab: `(x - mean) / max(std, 1e-8)`.</translation>
    </message>
    <message>
        <source>Assert `torch.isfinite(batch).all()` in the training loop until the source is found.</source>
        <extracomment>hypothesis nan-input-data: escalation</extracomment>
        <translation>Prüfen Sie in der Trainingsschleife per Assertion `torch.isfinite(batch).all()`, bis die Quelle gefunden ist.</translation>
    </message>
    <message>
        <source>Random augmentation runs in validation or inference</source>
        <extracomment>hypothesis val-augmentation: title</extracomment>
        <translation>Zufällige Augmentierung läuft bei Validierung oder Inferenz</translation>
    </message>
    <message>
        <source>Sharing one transform pipeline between training and validation applies random flips, crops or intensity changes to validation and test data: the metric is noisy and pessimistic, and predictions differ between runs.</source>
        <extracomment>hypothesis val-augmentation: explanation</extracomment>
        <translation>Teilen sich Training und Validierung eine Transform-Pipeline, werden zufällige Spiegelungen, Zuschnitte oder Intensitätsänderungen auch auf Validierungs- und Testdaten angewendet: Die Metrik ist verrauscht und zu pessimistisch, und die Vorhersagen unterscheiden sich zwischen Läufen.</translation>
    </message>
    <message>
        <source>The validation transform list contains random transforms, or validating twice gives different scores.</source>
        <extracomment>hypothesis val-augmentation: supports</extracomment>
        <translation>Die Liste der Validierungs-Transforms enthält zufällige Transforms, oder zwei Validierungen liefern unterschiedliche Ergebnisse.</translation>
    </message>
    <message>
        <source>Validation transforms are deterministic and two validations agree exactly.</source>
        <extracomment>hypothesis val-augmentation: refutes</extracomment>
        <translation>Die Validierungs-Transforms sind deterministisch, und zwei Validierungen stimmen exakt überein.</translation>
    </message>
    <message>
        <source>Build separate training and validation transforms; only deterministic ones for validation.</source>
        <extracomment>hypothesis val-augmentation: quick_wins</extracomment>
        <translation>Erstellen Sie getrennte Transforms für Training und Validierung; für die Validierung nur deterministische.</translation>
    </message>
    <message>
        <source>Validate the same checkpoint twice and compare the per-case scores.</source>
        <extracomment>hypothesis val-augmentation: escalation</extracomment>
        <translation>Validieren Sie denselben Checkpoint zweimal und vergleichen Sie die Ergebnisse pro Fall.</translation>
    </message>
    <message>
        <source>Random seeds are not set</source>
        <extracomment>hypothesis nondet-seeds-not-set: title</extracomment>
        <translation>Zufalls-Seeds sind nicht gesetzt</translation>
    </message>
    <message>
        <source>Python&apos;s `random`, NumPy and PyTorch each have their own generator; weight initialisation, shuffling, augmentation and dropout then differ on every run.</source>
        <extracomment>hypothesis nondet-seeds-not-set: explanation</extracomment>
        <translation>Pythons `random`, NumPy und PyTorch haben jeweils einen eigenen Generator; Gewichtsinitialisierung, Shuffling, Augmentierung und Dropout unterscheiden sich dann bei jedem Lauf.</translation>
    </message>
    <message>
        <source>Setting all seeds makes two short runs give identical losses on CPU.</source>
        <extracomment>hypothesis nondet-seeds-not-set: supports</extracomment>
        <translation>Mit allen gesetzten Seeds liefern zwei kurze Läufe auf der CPU identische Losses.</translation>
    </message>
    <message>
        <source>Seeds are set and CPU runs already agree.</source>
        <extracomment>hypothesis nondet-seeds-not-set: refutes</extracomment>
        <translation>Die Seeds sind gesetzt, und CPU-Läufe stimmen bereits überein.</translation>
    </message>
    <message>
        <source>`random.seed(s); np.random.seed(s); torch.manual_seed(s)` (or `lightning.seed_everything(s, workers=True)`, `monai.utils.set_determinism(s)`).</source>
        <extracomment>hypothesis nondet-seeds-not-set: quick_wins</extracomment>
        <translation>`random.seed(s); np.random.seed(s); torch.manual_seed(s)` (oder `lightning.seed_everything(s, workers=True)`, `monai.utils.set_determinism(s)`).</translation>
    </message>
    <message>
        <source>Pass a seeded `torch.Generator` to the DataLoader.</source>
        <extracomment>hypothesis nondet-seeds-not-set: quick_wins</extracomment>
        <translation>Übergeben Sie dem DataLoader einen `torch.Generator` mit gesetztem Seed.</translation>
    </message>
    <message>
        <source>Log the seed with every run so any run can be repeated.</source>
        <extracomment>hypothesis nondet-seeds-not-set: escalation</extracomment>
        <translation>Protokollieren Sie bei jedem Lauf den Seed, damit sich jeder Lauf wiederholen lässt.</translation>
    </message>
    <message>
        <source>Non-deterministic GPU algorithms</source>
        <extracomment>hypothesis nondet-gpu-algorithms: title</extracomment>
        <translation>Nichtdeterministische GPU-Algorithmen</translation>
    </message>
    <message>
        <source>cuDNN&apos;s benchmark mode picks different convolution algorithms per run, and atomic-add kernels (scatter, index_add, interpolate and pooling backward passes) sum in varying order. Results differ slightly, and small differences grow over training.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: explanation</extracomment>
        <translation>Der Benchmark-Modus von cuDNN wählt je Lauf unterschiedliche Faltungsalgorithmen, und Atomic-Add-Kernel (Backward-Passes von scatter, index_add, interpolate und Pooling) summieren in wechselnder Reihenfolge. Die Ergebnisse weichen leicht ab, und kleine Unterschiede wachsen im Lauf des Trainings.</translation>
    </message>
    <message>
        <source>GPU repeats agree bit for bit.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: refutes</extracomment>
        <translation>Wiederholungen auf der GPU stimmen bitgenau überein.</translation>
    </message>
    <message>
        <source>`torch.use_deterministic_algorithms(True)`, `torch.backends.cudnn.benchmark = False`, and `CUBLAS_WORKSPACE_CONFIG=:4096:8`.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: quick_wins</extracomment>
        <translation>`torch.use_deterministic_algorithms(True)`, `torch.backends.cudnn.benchmark = False` und `CUBLAS_WORKSPACE_CONFIG=:4096:8`.</translation>
    </message>
    <message>
        <source>Read the error deterministic mode raises: it names the non-deterministic operation.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: escalation</extracomment>
        <translation>Lesen Sie den Fehler, den der deterministische Modus auslöst: Er nennt die nichtdeterministische Operation.</translation>
    </message>
    <message>
        <source>DataLoader workers share or repeat random seeds</source>
        <extracomment>hypothesis nondet-worker-seeds: title</extracomment>
        <translation>DataLoader-Worker teilen oder wiederholen Zufalls-Seeds</translation>
    </message>
    <message>
        <source>With NumPy&apos;s global generator, forked workers start from the same state: workers produce the same &apos;random&apos; augmentations, and (before PyTorch 1.9, or with persistent custom generators) the same ones every epoch.</source>
        <extracomment>hypothesis nondet-worker-seeds: explanation</extracomment>
        <translation>Mit dem globalen Generator von NumPy starten per Fork erzeugte Worker im selben Zustand: Die Worker erzeugen dieselben &apos;zufälligen&apos; Augmentierungen und (vor PyTorch 1.9 oder mit persistenten eigenen Generatoren) in jeder Epoche dieselben.</translation>
    </message>
    <message>
        <source>Printing `np.random.rand()` in each worker gives identical values across workers or epochs.</source>
        <extracomment>hypothesis nondet-worker-seeds: supports</extracomment>
        <translation>`np.random.rand()` liefert, in jedem Worker ausgegeben, über Worker oder Epochen hinweg identische Werte.</translation>
    </message>
    <message>
        <source>Each worker and epoch draws different values.</source>
        <extracomment>hypothesis nondet-worker-seeds: refutes</extracomment>
        <translation>Jeder Worker und jede Epoche zieht andere Werte.</translation>
    </message>
    <message>
        <source>Seed NumPy in `worker_init_fn` from `torch.initial_seed()`: `np.random.seed(torch.initial_seed() % 2**32)`.</source>
        <extracomment>hypothesis nondet-worker-seeds: quick_wins</extracomment>
        <translation>Setzen Sie den Seed von NumPy in `worker_init_fn` aus `torch.initial_seed()`: `np.random.seed(torch.initial_seed() % 2**32)`.</translation>
    </message>
    <message>
        <source>Use `np.random.default_rng` seeded per worker, or torch&apos;s generators in transforms.</source>
        <extracomment>hypothesis nondet-worker-seeds: quick_wins</extracomment>
        <translation>Verwenden Sie `np.random.default_rng` mit einem Seed pro Worker oder die Generatoren von torch in den Transforms.</translation>
    </message>
    <message>
        <source>Log the augmentation parameters of a few samples per worker.</source>
        <extracomment>hypothesis nondet-worker-seeds: escalation</extracomment>
        <translation>Protokollieren Sie die Augmentierungsparameter einiger Samples pro Worker.</translation>
    </message>
    <message>
        <source>The difference is ordinary run-to-run variance</source>
        <extracomment>hypothesis nondet-run-variance: title</extracomment>
        <translation>Der Unterschied ist gewöhnliche Varianz zwischen Läufen</translation>
    </message>
    <message>
        <source>Runs with different seeds legitimately differ; on small test sets a few cases move the mean. The difference is only a bug if it is larger than the variance across seeds.</source>
        <extracomment>hypothesis nondet-run-variance: explanation</extracomment>
        <translation>Läufe mit unterschiedlichen Seeds unterscheiden sich zu Recht; bei kleinen Testdatensätzen verschieben wenige Fälle den Mittelwert. Ein Fehler liegt nur vor, wenn der Unterschied größer ist als die Varianz über Seeds hinweg.</translation>
    </message>
    <message>
        <source>Report the mean and spread over 3-5 seeds instead of one run.</source>
        <extracomment>hypothesis nondet-run-variance: quick_wins</extracomment>
        <translation>Berichten Sie Mittelwert und Streuung über 3-5 Seeds statt eines einzelnen Laufs.</translation>
    </message>
    <message>
        <source>Use a paired test across cases to compare two configurations.</source>
        <extracomment>hypothesis nondet-run-variance: escalation</extracomment>
        <translation>Vergleichen Sie zwei Konfigurationen mit einem gepaarten Test über die Fälle.</translation>
    </message>
    <message>
        <source>TF32 or reduced precision on the GPU</source>
        <extracomment>hypothesis cpugpu-tf32: title</extracomment>
        <translation>TF32 oder reduzierte Genauigkeit auf der GPU</translation>
    </message>
    <message>
        <source>On Ampere and newer GPUs, convolutions (and matmuls, depending on the PyTorch version and settings) may use TF32 with a 10-bit mantissa: results differ from float32 on the CPU by about 1e-3 relative.</source>
        <extracomment>hypothesis cpugpu-tf32: explanation</extracomment>
        <translation>Auf Ampere- und neueren GPUs können Faltungen (und je nach PyTorch-Version und Einstellungen auch Matrixmultiplikationen) TF32 mit einer 10-Bit-Mantisse verwenden: Die Ergebnisse weichen relativ um etwa 1e-3 von float32 auf der CPU ab.</translation>
    </message>
    <message>
        <source>TF32 off changes nothing.</source>
        <extracomment>hypothesis cpugpu-tf32: refutes</extracomment>
        <translation>Das Deaktivieren von TF32 ändert nichts.</translation>
    </message>
    <message>
        <source>`torch.backends.cuda.matmul.allow_tf32 = False; torch.backends.cudnn.allow_tf32 = False` (or `torch.set_float32_matmul_precision(&apos;highest&apos;)`).</source>
        <extracomment>hypothesis cpugpu-tf32: quick_wins</extracomment>
        <translation>`torch.backends.cuda.matmul.allow_tf32 = False; torch.backends.cudnn.allow_tf32 = False` (oder `torch.set_float32_matmul_precision(&apos;highest&apos;)`).</translation>
    </message>
    <message>
        <source>Compare against float64 on the CPU to see which side is closer.</source>
        <extracomment>hypothesis cpugpu-tf32: escalation</extracomment>
        <translation>Vergleichen Sie mit float64 auf der CPU, um zu sehen, welche Seite näher liegt.</translation>
    </message>
    <message>
        <source>Mixed precision runs only on one device</source>
        <extracomment>hypothesis cpugpu-autocast: title</extracomment>
        <translation>Mixed Precision läuft nur auf einem Gerät</translation>
    </message>
    <message>
        <source>Autocast (float16/bfloat16) enabled on the GPU path but not on the CPU changes results, most in softmax, normalisation and large reductions.</source>
        <extracomment>hypothesis cpugpu-autocast: explanation</extracomment>
        <translation>Autocast (float16/bfloat16), das im GPU-Pfad aktiviert ist, im CPU-Pfad aber nicht, verändert die Ergebnisse, am stärksten bei Softmax, Normalisierung und großen Reduktionen.</translation>
    </message>
    <message>
        <source>The GPU path runs under autocast or `.half()`.</source>
        <extracomment>hypothesis cpugpu-autocast: supports</extracomment>
        <translation>Der GPU-Pfad läuft unter Autocast oder `.half()`.</translation>
    </message>
    <message>
        <source>Both paths run in float32.</source>
        <extracomment>hypothesis cpugpu-autocast: refutes</extracomment>
        <translation>Beide Pfade laufen in float32.</translation>
    </message>
    <message>
        <source>Compare with autocast off on the GPU.</source>
        <extracomment>hypothesis cpugpu-autocast: quick_wins</extracomment>
        <translation>Vergleichen Sie mit deaktiviertem Autocast auf der GPU.</translation>
    </message>
    <message>
        <source>Keep losses and reductions in float32 under autocast.</source>
        <extracomment>hypothesis cpugpu-autocast: escalation</extracomment>
        <translation>Berechnen Sie Losses und Reduktionen unter Autocast in float32.</translation>
    </message>
    <message>
        <source>Uninitialised memory is read (torch.empty used as zeros)</source>
        <extracomment>hypothesis cpugpu-uninitialised: title</extracomment>
        <translation>Nicht initialisierter Speicher wird gelesen (torch.empty als Nullen verwendet)</translation>
    </message>
    <message>
        <source>`torch.empty` or `np.empty` buffers contain whatever was in memory; on one device this is often zero, on another not.</source>
        <extracomment>hypothesis cpugpu-uninitialised: explanation</extracomment>
        <translation>Puffer aus `torch.empty` oder `np.empty` enthalten, was zuvor im Speicher stand; auf einem Gerät sind das oft Nullen, auf einem anderen nicht.</translation>
    </message>
    <message>
        <source>Every buffer is fully written or created with zeros.</source>
        <extracomment>hypothesis cpugpu-uninitialised: refutes</extracomment>
        <translation>Jeder Puffer wird vollständig beschrieben oder mit Nullen angelegt.</translation>
    </message>
    <message>
        <source>Replace `torch.empty` with `torch.zeros` where the buffer is not fully overwritten.</source>
        <extracomment>hypothesis cpugpu-uninitialised: quick_wins</extracomment>
        <translation>Ersetzen Sie `torch.empty` durch `torch.zeros`, wo der Puffer nicht vollständig überschrieben wird.</translation>
    </message>
    <message>
        <source>Run with `torch.use_deterministic_algorithms(True)`, which fills empty tensors with NaN (`torch.utils.deterministic.fill_uninitialized_memory`).</source>
        <extracomment>hypothesis cpugpu-uninitialised: escalation</extracomment>
        <translation>Führen Sie den Code mit `torch.use_deterministic_algorithms(True)` aus; damit werden leere Tensoren mit NaN gefüllt (`torch.utils.deterministic.fill_uninitialized_memory`).</translation>
    </message>
    <message>
        <source>The positive class is encoded the other way round</source>
        <extracomment>hypothesis metric-positive-class: title</extracomment>
        <translation>Die positive Klasse ist umgekehrt kodiert</translation>
    </message>
    <message>
        <source>AUC computed on the score of class 0, `pos_label` left at its default for string labels, Dice computed on the background channel, or labels inverted in one split: the metric is mirrored (AUC 0.2 instead of 0.8) or meaningless.</source>
        <extracomment>hypothesis metric-positive-class: explanation</extracomment>
        <translation>AUC auf dem Score von Klasse 0 berechnet, `pos_label` bei String-Labels auf dem Standardwert belassen, Dice auf dem Hintergrundkanal berechnet oder Labels in einem Datensatz invertiert: Die Metrik ist gespiegelt (AUC 0.2 statt 0.8) oder bedeutungslos.</translation>
    </message>
    <message>
        <source>The metric of a perfect prediction is not the best value, or inverting the score gives the expected value.</source>
        <extracomment>hypothesis metric-positive-class: supports</extracomment>
        <translation>Die Metrik einer perfekten Vorhersage ist nicht der beste Wert, oder das Invertieren des Scores ergibt den erwarteten Wert.</translation>
    </message>
    <message>
        <source>A perfect prediction scores perfectly and an inverted one scores worst.</source>
        <extracomment>hypothesis metric-positive-class: refutes</extracomment>
        <translation>Eine perfekte Vorhersage erreicht den perfekten Wert, eine invertierte den schlechtesten.</translation>
    </message>
    <message>
        <source>Pass `pos_label` explicitly and use `predict_proba(X)[:, 1]` for the positive class.</source>
        <extracomment>hypothesis metric-positive-class: quick_wins</extracomment>
        <translation>Übergeben Sie `pos_label` explizit und verwenden Sie `predict_proba(X)[:, 1]` für die positive Klasse.</translation>
    </message>
    <message>
        <source>Check the metric on synthetic perfect and inverted predictions.</source>
        <extracomment>hypothesis metric-positive-class: quick_wins</extracomment>
        <translation>Prüfen Sie die Metrik mit synthetischen perfekten und invertierten Vorhersagen.</translation>
    </message>
    <message>
        <source>Write the label encoding (which value is positive) in the dataset&apos;s documentation and assert it.</source>
        <extracomment>hypothesis metric-positive-class: escalation</extracomment>
        <translation>Halten Sie die Label-Kodierung (welcher Wert positiv ist) in der Dokumentation des Datensatzes fest und prüfen Sie sie per Assertion.</translation>
    </message>
    <message>
        <source>The metric is aggregated in a misleading way</source>
        <extracomment>hypothesis metric-aggregation: title</extracomment>
        <translation>Die Metrik wird irreführend aggregiert</translation>
    </message>
    <message>
        <source>Mean Dice over slices instead of volumes, empty reference and prediction counted as 1 or NaN inconsistently, micro versus macro averaging, or HD95 in voxels instead of mm change the number a lot.</source>
        <extracomment>hypothesis metric-aggregation: explanation</extracomment>
        <translation>Mittlerer Dice über Schichten statt über Volumen, leere Referenz und Vorhersage uneinheitlich als 1 oder NaN gewertet, Mikro- statt Makro-Mittelung oder HD95 in Voxeln statt mm verändern den Wert erheblich.</translation>
    </message>
    <message>
        <source>Per-volume and per-slice (or micro and macro) values differ strongly, or empty cases dominate.</source>
        <extracomment>hypothesis metric-aggregation: supports</extracomment>
        <translation>Werte pro Volumen und pro Schicht (oder Mikro und Makro) unterscheiden sich stark, oder leere Fälle dominieren.</translation>
    </message>
    <message>
        <source>Aggregation choices change the value only slightly.</source>
        <extracomment>hypothesis metric-aggregation: refutes</extracomment>
        <translation>Die Wahl der Aggregation verändert den Wert nur geringfügig.</translation>
    </message>
    <message>
        <source>Compute per-case metrics, then aggregate; state how empty cases count.</source>
        <extracomment>hypothesis metric-aggregation: quick_wins</extracomment>
        <translation>Berechnen Sie Metriken pro Fall und aggregieren Sie danach; geben Sie an, wie leere Fälle gewertet werden.</translation>
    </message>
    <message>
        <source>Pass the spacing to distance metrics (mm, not voxels).</source>
        <extracomment>hypothesis metric-aggregation: quick_wins</extracomment>
        <translation>Übergeben Sie den Voxelabstand an Distanzmetriken (mm, nicht Voxel).</translation>
    </message>
    <message>
        <source>Use a reference implementation (MONAI metrics, `Metrics Reloaded`) and compare.</source>
        <extracomment>hypothesis metric-aggregation: escalation</extracomment>
        <translation>Verwenden Sie zum Vergleich eine Referenzimplementierung (MONAI-Metriken, `Metrics Reloaded`).</translation>
    </message>
    <message>
        <source>The intensity discretisation is derived from each image</source>
        <extracomment>hypothesis metric-bin-width-from-data: title</extracomment>
        <translation>Die Intensitätsdiskretisierung wird aus jedem Bild einzeln abgeleitet</translation>
    </message>
    <message>
        <source>Radiomics texture features need a fixed bin width in absolute units (e.g. 25 HU). A bin count (or a histogram range from each image&apos;s min and max) makes the bins depend on the image, so features are not comparable between scans.</source>
        <extracomment>hypothesis metric-bin-width-from-data: explanation</extracomment>
        <translation>Radiomics-Texturfeatures benötigen eine feste Bin-Breite in absoluten Einheiten (z. B. 25 HU). Eine feste Bin-Anzahl (oder ein Histogrammbereich aus Minimum und Maximum jedes Bildes) macht die Bins bildabhängig, sodass Features zwischen Scans nicht vergleichbar sind.</translation>
    </message>
    <message>
        <source>The extraction settings use binCount or per-image ranges, and features of a repeated scan differ more than with a fixed bin width.</source>
        <extracomment>hypothesis metric-bin-width-from-data: supports</extracomment>
        <translation>Die Extraktionseinstellungen verwenden binCount oder bildspezifische Bereiche, und die Features eines wiederholten Scans weichen stärker ab als mit fester Bin-Breite.</translation>
    </message>
    <message>
        <source>A fixed bin width in absolute units is used.</source>
        <extracomment>hypothesis metric-bin-width-from-data: refutes</extracomment>
        <translation>Es wird eine feste Bin-Breite in absoluten Einheiten verwendet.</translation>
    </message>
    <message>
        <source>In PyRadiomics, set `binWidth` (e.g. 25 for CT) instead of `binCount`; resample to a common spacing first.</source>
        <extracomment>hypothesis metric-bin-width-from-data: quick_wins</extracomment>
        <translation>Setzen Sie in PyRadiomics `binWidth` (z. B. 25 für CT) statt `binCount`; resampeln Sie zuvor auf einen gemeinsamen Voxelabstand.</translation>
    </message>
    <message>
        <source>Test feature repeatability on test-retest scans or a phantom (ICC).</source>
        <extracomment>hypothesis metric-bin-width-from-data: escalation</extracomment>
        <translation>Testen Sie die Wiederholbarkeit der Features an Test-Retest-Scans oder einem Phantom (ICC).</translation>
    </message>
    <message>
        <source>List the case IDs the metric was computed on</source>
        <extracomment>experiment exp-split-ids: title</extracomment>
        <translation>Fall-IDs auflisten, auf denen die Metrik berechnet wurde</translation>
    </message>
    <message>
        <source>Intersect the IDs of the evaluated cases with the training and validation lists, and note every decision that used the test set.</source>
        <extracomment>experiment exp-split-ids: description</extracomment>
        <translation>Bilden Sie die Schnittmenge der IDs der evaluierten Fälle mit den Trainings- und Validierungslisten und notieren Sie jede Entscheidung, die den Testdatensatz verwendet hat.</translation>
    </message>
    <message>
        <source>Any overlap, or the test set influenced a choice.</source>
        <extracomment>experiment exp-split-ids: supports</extracomment>
        <translation>Es gibt eine Überschneidung, oder der Testdatensatz hat eine Entscheidung beeinflusst.</translation>
    </message>
    <message>
        <source>No overlap and no choice made on the test set.</source>
        <extracomment>experiment exp-split-ids: refutes</extracomment>
        <translation>Keine Überschneidung und keine Entscheidung auf Basis des Testdatensatzes.</translation>
    </message>
    <message>
        <source>Evaluated IDs also in training</source>
        <extracomment>experiment exp-split-ids: form overlap_train</extracomment>
        <translation>Evaluierte IDs, die auch im Training vorkommen</translation>
    </message>
    <message>
        <source>Evaluated IDs also in validation</source>
        <extracomment>experiment exp-split-ids: form overlap_val</extracomment>
        <translation>Evaluierte IDs, die auch in der Validierung vorkommen</translation>
    </message>
    <message>
        <source>Was the test set used for early stopping, thresholds or model selection?</source>
        <extracomment>experiment exp-split-ids: form test_used_for_choices</extracomment>
        <translation>Wurde der Testdatensatz für Early Stopping, Schwellenwerte oder die Modellauswahl verwendet?</translation>
    </message>
    <message>
        <source>Review the pipeline for the suspected step</source>
        <extracomment>experiment exp-pipeline-review: title</extracomment>
        <translation>Pipeline auf den verdächtigen Schritt hin prüfen</translation>
    </message>
    <message>
        <source>Read the code path for the step the hypothesis names and record what it does.</source>
        <extracomment>experiment exp-pipeline-review: description</extracomment>
        <translation>Lesen Sie den Codepfad des Schritts, den die Hypothese nennt, und halten Sie fest, was er tut.</translation>
    </message>
    <message>
        <source>The code does what the hypothesis says.</source>
        <extracomment>experiment exp-pipeline-review: supports</extracomment>
        <translation>Der Code tut, was die Hypothese besagt.</translation>
    </message>
    <message>
        <source>The code does not.</source>
        <extracomment>experiment exp-pipeline-review: refutes</extracomment>
        <translation>Der Code tut es nicht.</translation>
    </message>
    <message>
        <source>What the code does at the suspected step</source>
        <extracomment>experiment exp-pipeline-review: form finding</extracomment>
        <translation>Was der Code im verdächtigen Schritt tut</translation>
    </message>
    <message>
        <source>Does the code do what the hypothesis says?</source>
        <extracomment>experiment exp-pipeline-review: form confirmed</extracomment>
        <translation>Tut der Code, was die Hypothese besagt?</translation>
    </message>
    <message>
        <source>Stratify the scores by site, scanner and protocol</source>
        <extracomment>experiment exp-stratify-domain: title</extracomment>
        <translation>Ergebnisse nach Standort, Scanner und Protokoll stratifizieren</translation>
    </message>
    <message>
        <source>Group per-case scores by acquisition tags and compare with what training contained.</source>
        <extracomment>experiment exp-stratify-domain: description</extracomment>
        <translation>Gruppieren Sie die Ergebnisse pro Fall nach Aufnahme-Tags und vergleichen Sie mit dem, was das Training enthielt.</translation>
    </message>
    <message>
        <source>One group scores much lower and is rare or absent in training.</source>
        <extracomment>experiment exp-stratify-domain: supports</extracomment>
        <translation>Eine Gruppe schneidet deutlich schlechter ab und ist im Training selten oder fehlt dort.</translation>
    </message>
    <message>
        <source>Scores are similar across groups.</source>
        <extracomment>experiment exp-stratify-domain: refutes</extracomment>
        <translation>Die Ergebnisse sind über die Gruppen hinweg ähnlich.</translation>
    </message>
    <message>
        <source>Group with the lowest score, and its mean</source>
        <extracomment>experiment exp-stratify-domain: form worst_group</extracomment>
        <translation>Gruppe mit dem niedrigsten Ergebnis und ihr Mittelwert</translation>
    </message>
    <message>
        <source>Is that group present in training?</source>
        <extracomment>experiment exp-stratify-domain: form in_training</extracomment>
        <translation>Ist diese Gruppe im Training vertreten?</translation>
    </message>
    <message>
        <source>Check the validation transforms and validate twice</source>
        <extracomment>experiment exp-val-transforms: title</extracomment>
        <translation>Validierungs-Transforms prüfen und zweimal validieren</translation>
    </message>
    <message>
        <source>Print the validation pipeline and run validation twice on the same checkpoint.</source>
        <extracomment>experiment exp-val-transforms: description</extracomment>
        <translation>Geben Sie die Validierungs-Pipeline aus und führen Sie die Validierung zweimal mit demselben Checkpoint durch.</translation>
    </message>
    <message>
        <source>Random transforms are present, or the scores differ.</source>
        <extracomment>experiment exp-val-transforms: supports</extracomment>
        <translation>Zufällige Transforms sind vorhanden, oder die Ergebnisse unterscheiden sich.</translation>
    </message>
    <message>
        <source>No random transform and identical scores.</source>
        <extracomment>experiment exp-val-transforms: refutes</extracomment>
        <translation>Keine zufälligen Transforms und identische Ergebnisse.</translation>
    </message>
    <message>
        <source>Random transforms in the validation pipeline (names)</source>
        <extracomment>experiment exp-val-transforms: form random_transforms</extracomment>
        <translation>Zufällige Transforms in der Validierungs-Pipeline (Namen)</translation>
    </message>
    <message>
        <source>Do two validations give exactly the same score?</source>
        <extracomment>experiment exp-val-transforms: form same_score</extracomment>
        <translation>Liefern zwei Validierungen exakt dasselbe Ergebnis?</translation>
    </message>
    <message>
        <source>Two short seeded runs, and what each worker draws</source>
        <extracomment>experiment exp-seed-check: title</extracomment>
        <translation>Zwei kurze Läufe mit Seed und die Zufallswerte jedes Workers</translation>
    </message>
    <message>
        <source>Run 20 steps twice on the CPU with all seeds set; print a random draw in each worker.</source>
        <extracomment>experiment exp-seed-check: description</extracomment>
        <translation>Führen Sie mit allen gesetzten Seeds zweimal 20 Schritte auf der CPU aus; geben Sie in jedem Worker einen Zufallswert aus.</translation>
    </message>
    <message>
        <source>Unseeded runs differ while seeded ones agree (seeds), or workers draw the same values (worker seeds).</source>
        <extracomment>experiment exp-seed-check: supports</extracomment>
        <translation>Läufe ohne Seed unterscheiden sich, Läufe mit Seed stimmen überein (Seeds), oder Worker ziehen dieselben Werte (Worker-Seeds).</translation>
    </message>
    <message>
        <source>Seeded runs still differ on CPU, and workers draw different values.</source>
        <extracomment>experiment exp-seed-check: refutes</extracomment>
        <translation>Läufe mit Seed unterscheiden sich auf der CPU weiterhin, und die Worker ziehen unterschiedliche Werte.</translation>
    </message>
    <message>
        <source>Are the two seeded CPU runs identical?</source>
        <extracomment>experiment exp-seed-check: form identical_runs</extracomment>
        <translation>Sind die beiden CPU-Läufe mit Seed identisch?</translation>
    </message>
    <message>
        <source>Do different workers print the same random value?</source>
        <extracomment>experiment exp-seed-check: form workers_same_draw</extracomment>
        <translation>Geben verschiedene Worker denselben Zufallswert aus?</translation>
    </message>
    <message>
        <source>Compute the metric on synthetic cases</source>
        <extracomment>experiment exp-metric-sanity: title</extracomment>
        <translation>Metrik auf synthetischen Fällen berechnen</translation>
    </message>
    <message>
        <source>Feed the metric code a perfect prediction, an inverted one and an empty one, and compute it per case and aggregated in each way used.</source>
        <extracomment>experiment exp-metric-sanity: description</extracomment>
        <translation>Geben Sie dem Metrik-Code eine perfekte, eine invertierte und eine leere Vorhersage und berechnen Sie die Metrik pro Fall sowie in jeder verwendeten Aggregation.</translation>
    </message>
    <message>
        <source>A perfect prediction does not score best, empty cases are treated inconsistently, or the discretisation depends on the image.</source>
        <extracomment>experiment exp-metric-sanity: supports</extracomment>
        <translation>Eine perfekte Vorhersage erzielt nicht den besten Wert, leere Fälle werden uneinheitlich behandelt, oder die Diskretisierung hängt vom Bild ab.</translation>
    </message>
    <message>
        <source>The metric behaves as expected on every synthetic case.</source>
        <extracomment>experiment exp-metric-sanity: refutes</extracomment>
        <translation>Die Metrik verhält sich bei jedem synthetischen Fall wie erwartet.</translation>
    </message>
    <message>
        <source>Metric of a perfect prediction</source>
        <extracomment>experiment exp-metric-sanity: form perfect_value</extracomment>
        <translation>Metrik einer perfekten Vorhersage</translation>
    </message>
    <message>
        <source>Metric of an inverted prediction</source>
        <extracomment>experiment exp-metric-sanity: form inverted_value</extracomment>
        <translation>Metrik einer invertierten Vorhersage</translation>
    </message>
    <message>
        <source>Metric when reference and prediction are both empty</source>
        <extracomment>experiment exp-metric-sanity: form empty_value</extracomment>
        <translation>Metrik, wenn Referenz und Vorhersage beide leer sind</translation>
    </message>
    <message>
        <source>Radiomics discretisation settings (if any)</source>
        <extracomment>experiment exp-metric-sanity: form discretisation</extracomment>
        <translation>Radiomics-Diskretisierungseinstellungen (falls vorhanden)</translation>
    </message>
    <message>
        <source>CUDA out of memory</source>
        <extracomment>symptom cuda-out-of-memory: title</extracomment>
        <translation>CUDA out of memory</translation>
    </message>
    <message>
        <source>Training or inference stops with `torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ...` (or `RuntimeError: CUDA error: out of memory`), at once, after some iterations, or only during validation.</source>
        <extracomment>symptom cuda-out-of-memory: description</extracomment>
        <translation>Training oder Inferenz bricht mit `torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ...` (oder `RuntimeError: CUDA error: out of memory`) ab, sofort, nach einigen Iterationen oder nur während der Validierung.</translation>
    </message>
    <message>
        <source>Segmentation fault in a C extension</source>
        <extracomment>symptom segfault: title</extracomment>
        <translation>Segmentation Fault in einer C-Erweiterung</translation>
    </message>
    <message>
        <source>Python dies with `Segmentation fault (core dumped)`, `Fatal Python error: Segmentation fault`, `Bus error` or exit code 139 (SIGSEGV), often while loading images, importing a library, or in a DataLoader worker (`DataLoader worker (pid N) is killed by signal: Segmentation fault`).</source>
        <extracomment>symptom segfault: description</extracomment>
        <translation>Python stürzt mit `Segmentation fault (core dumped)`, `Fatal Python error: Segmentation fault`, `Bus error` oder Exit-Code 139 (SIGSEGV) ab, oft beim Laden von Bildern, beim Import einer Bibliothek oder in einem DataLoader-Worker (`DataLoader worker (pid N) is killed by signal: Segmentation fault`).</translation>
    </message>
    <message>
        <source>The process is &quot;Killed&quot; (host out of memory)</source>
        <extracomment>symptom killed-oom: title</extracomment>
        <translation>Der Prozess wird mit &quot;Killed&quot; beendet (Arbeitsspeicher des Hosts erschöpft)</translation>
    </message>
    <message>
        <source>The program stops with the single word `Killed`, exit code 137 (SIGKILL), or `DataLoader worker (pid N) is killed by signal: Killed`; `dmesg` or SLURM mention the OOM killer or `oom-kill`.</source>
        <extracomment>symptom killed-oom: description</extracomment>
        <translation>Das Programm endet mit dem einzelnen Wort `Killed`, Exit-Code 137 (SIGKILL) oder `DataLoader worker (pid N) is killed by signal: Killed`; `dmesg` oder SLURM erwähnen den OOM-Killer oder `oom-kill`.</translation>
    </message>
    <message>
        <source>Some files of the dataset fail to load</source>
        <extracomment>symptom corrupt-dataset: title</extracomment>
        <translation>Einige Dateien des Datensatzes lassen sich nicht laden</translation>
    </message>
    <message>
        <source>Loading stops on some cases with an exception (`InvalidDicomError`, `EOFError`, `Unable to decode pixel data`, `ITK ERROR: ImageFileReader`, `zlib.error`), or training crashes after a few epochs on a particular case.</source>
        <extracomment>symptom corrupt-dataset: description</extracomment>
        <translation>Das Laden bricht bei einigen Fällen mit einer Exception ab (`InvalidDicomError`, `EOFError`, `Unable to decode pixel data`, `ITK ERROR: ImageFileReader`, `zlib.error`), oder das Training stürzt nach einigen Epochen bei einem bestimmten Fall ab.</translation>
    </message>
    <message>
        <source>The batch or patch size is too large for the GPU</source>
        <extracomment>hypothesis oom-batch-too-large: title</extracomment>
        <translation>Batch- oder Patch-Größe ist zu groß für die GPU</translation>
    </message>
    <message>
        <source>Activation memory grows with batch size times patch volume; a 3-D U-Net at 128^3 with batch 4 can need tens of GB. Memory runs out on the first iteration (or the first validation with larger inputs).</source>
        <extracomment>hypothesis oom-batch-too-large: explanation</extracomment>
        <translation>Der Speicher für Aktivierungen wächst mit Batch-Größe mal Patch-Volumen; ein 3-D-U-Net mit 128^3 und Batch-Größe 4 kann mehrere zehn GB benötigen. Der Speicher ist bereits in der ersten Iteration erschöpft (oder in der ersten Validierung mit größeren Eingaben).</translation>
    </message>
    <message>
        <source>Peak memory (`torch.cuda.max_memory_allocated()`) scales with batch or patch size and a smaller one trains stably.</source>
        <extracomment>hypothesis oom-batch-too-large: supports</extracomment>
        <translation>Der Spitzenspeicher (`torch.cuda.max_memory_allocated()`) skaliert mit Batch- oder Patch-Größe, und mit einer kleineren läuft das Training stabil.</translation>
    </message>
    <message>
        <source>Even batch size 1 at a small patch runs out of memory, or memory grows from iteration to iteration at a fixed size.</source>
        <extracomment>hypothesis oom-batch-too-large: refutes</extracomment>
        <translation>Selbst mit Batch-Größe 1 und kleinem Patch ist der Speicher erschöpft, oder der Speicher wächst bei fester Größe von Iteration zu Iteration.</translation>
    </message>
    <message>
        <source>Halve the batch size and keep the effective batch with gradient accumulation.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>Halbieren Sie die Batch-Größe und erhalten Sie die effektive Batch-Größe durch Gradientenakkumulation.</translation>
    </message>
    <message>
        <source>Use mixed precision (`torch.autocast(&apos;cuda&apos;, dtype=torch.bfloat16)` or float16 with GradScaler): activations take half the memory.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>Verwenden Sie Mixed Precision (`torch.autocast(&apos;cuda&apos;, dtype=torch.bfloat16)` oder float16 mit GradScaler): Aktivierungen belegen nur halb so viel Speicher.</translation>
    </message>
    <message>
        <source>Use smaller patches, and sliding-window inference (`monai.inferers.sliding_window_inference`) for whole volumes.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>Verwenden Sie kleinere Patches und für ganze Volumen Sliding-Window-Inferenz (`monai.inferers.sliding_window_inference`).</translation>
    </message>
    <message>
        <source>Gradient checkpointing (`torch.utils.checkpoint`) trades compute for activation memory.</source>
        <extracomment>hypothesis oom-batch-too-large: escalation</extracomment>
        <translation>Gradient Checkpointing (`torch.utils.checkpoint`) tauscht Rechenzeit gegen Aktivierungsspeicher.</translation>
    </message>
    <message>
        <source>Profile with `torch.cuda.memory._record_memory_history()` and the memory viz tool to see which layer peaks.</source>
        <extracomment>hypothesis oom-batch-too-large: escalation</extracomment>
        <translation>Profilieren Sie mit `torch.cuda.memory._record_memory_history()` und dem Memory-Viz-Tool, um zu sehen, welcher Layer den höchsten Speicherbedarf verursacht.</translation>
    </message>
    <message>
        <source>The autograd graph is kept alive across iterations</source>
        <extracomment>hypothesis oom-accumulated-graph: title</extracomment>
        <translation>Der Autograd-Graph bleibt über Iterationen hinweg erhalten</translation>
    </message>
    <message>
        <source>Accumulating a tensor that requires grad (`total_loss += loss` instead of `loss.item()`, storing outputs in a list) keeps every iteration&apos;s graph and activations. Memory grows steadily until it runs out after some iterations.</source>
        <extracomment>hypothesis oom-accumulated-graph: explanation</extracomment>
        <translation>Das Aufsummieren eines Tensors mit requires_grad (`total_loss += loss` statt `loss.item()`, Ausgaben in einer Liste speichern) hält Graph und Aktivierungen jeder Iteration fest. Der Speicherbedarf wächst stetig, bis der Speicher nach einigen Iterationen erschöpft ist.</translation>
    </message>
    <message>
        <source>`torch.cuda.memory_allocated()` grows roughly linearly with the iteration count at fixed batch size.</source>
        <extracomment>hypothesis oom-accumulated-graph: supports</extracomment>
        <translation>`torch.cuda.memory_allocated()` wächst bei fester Batch-Größe ungefähr linear mit der Zahl der Iterationen.</translation>
    </message>
    <message>
        <source>Allocated memory is flat between iterations.</source>
        <extracomment>hypothesis oom-accumulated-graph: refutes</extracomment>
        <translation>Der belegte Speicher bleibt zwischen Iterationen konstant.</translation>
    </message>
    <message>
        <source>Log and accumulate `loss.item()` (or `loss.detach()`), never `loss`.</source>
        <extracomment>hypothesis oom-accumulated-graph: quick_wins</extracomment>
        <translation>Protokollieren und summieren Sie `loss.item()` (oder `loss.detach()`), niemals `loss`.</translation>
    </message>
    <message>
        <source>Store predictions with `.detach().cpu()`.</source>
        <extracomment>hypothesis oom-accumulated-graph: quick_wins</extracomment>
        <translation>Speichern Sie Vorhersagen mit `.detach().cpu()`.</translation>
    </message>
    <message>
        <source>Search for lists or running sums that receive tensors inside the loop.</source>
        <extracomment>hypothesis oom-accumulated-graph: escalation</extracomment>
        <translation>Suchen Sie nach Listen oder laufenden Summen, die innerhalb der Schleife Tensoren aufnehmen.</translation>
    </message>
    <message>
        <source>Record memory history (`torch.cuda.memory._record_memory_history()`) and look at which allocations survive an iteration.</source>
        <extracomment>hypothesis oom-accumulated-graph: escalation</extracomment>
        <translation>Zeichnen Sie den Speicherverlauf auf (`torch.cuda.memory._record_memory_history()`) und prüfen Sie, welche Allokationen eine Iteration überdauern.</translation>
    </message>
    <message>
        <source>Validation or inference runs without torch.no_grad()</source>
        <extracomment>hypothesis oom-missing-no-grad: title</extracomment>
        <translation>Validierung oder Inferenz läuft ohne torch.no_grad()</translation>
    </message>
    <message>
        <source>Without `torch.no_grad()` (or `torch.inference_mode()`) the forward pass keeps activations for a backward pass that never comes. Validation, often on whole volumes, then needs several times the memory of training.</source>
        <extracomment>hypothesis oom-missing-no-grad: explanation</extracomment>
        <translation>Ohne `torch.no_grad()` (oder `torch.inference_mode()`) behält der Forward-Pass Aktivierungen für einen Backward-Pass, der nie kommt. Die Validierung, oft auf ganzen Volumen, braucht dann ein Vielfaches des Speichers des Trainings.</translation>
    </message>
    <message>
        <source>The error happens in validation or inference, and wrapping it in `torch.no_grad()` makes it pass.</source>
        <extracomment>hypothesis oom-missing-no-grad: supports</extracomment>
        <translation>Der Fehler tritt bei Validierung oder Inferenz auf und verschwindet, wenn der Code in `torch.no_grad()` eingeschlossen wird.</translation>
    </message>
    <message>
        <source>The error happens in the training step, or validation already runs under no_grad.</source>
        <extracomment>hypothesis oom-missing-no-grad: refutes</extracomment>
        <translation>Der Fehler tritt im Trainingsschritt auf, oder die Validierung läuft bereits unter no_grad.</translation>
    </message>
    <message>
        <source>Wrap validation and inference in `with torch.inference_mode():` and call `model.eval()`.</source>
        <extracomment>hypothesis oom-missing-no-grad: quick_wins</extracomment>
        <translation>Schließen Sie Validierung und Inferenz in `with torch.inference_mode():` ein und rufen Sie `model.eval()` auf.</translation>
    </message>
    <message>
        <source>Free training tensors (`del loss, outputs`) before validation.</source>
        <extracomment>hypothesis oom-missing-no-grad: quick_wins</extracomment>
        <translation>Geben Sie Trainings-Tensoren vor der Validierung frei (`del loss, outputs`).</translation>
    </message>
    <message>
        <source>Use sliding-window inference for whole volumes.</source>
        <extracomment>hypothesis oom-missing-no-grad: escalation</extracomment>
        <translation>Verwenden Sie für ganze Volumen Sliding-Window-Inferenz.</translation>
    </message>
    <message>
        <source>Run validation on CPU or at reduced frequency if it still does not fit.</source>
        <extracomment>hypothesis oom-missing-no-grad: escalation</extracomment>
        <translation>Führen Sie die Validierung auf der CPU oder seltener aus, falls sie weiterhin nicht in den Speicher passt.</translation>
    </message>
    <message>
        <source>Another process holds GPU memory</source>
        <extracomment>hypothesis oom-other-processes: title</extracomment>
        <translation>Ein anderer Prozess belegt GPU-Speicher</translation>
    </message>
    <message>
        <source>A notebook kernel, a stale training process, a second job on a shared GPU, or DataLoader workers that initialised CUDA hold memory that this process cannot use.</source>
        <extracomment>hypothesis oom-other-processes: explanation</extracomment>
        <translation>Ein Notebook-Kernel, ein verwaister Trainingsprozess, ein zweiter Job auf einer gemeinsam genutzten GPU oder DataLoader-Worker, die CUDA initialisiert haben, belegen Speicher, den dieser Prozess nicht nutzen kann.</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists other processes using memory on the same GPU, or free memory before your process starts is well below the total.</source>
        <extracomment>hypothesis oom-other-processes: supports</extracomment>
        <translation>`nvidia-smi` listet andere Prozesse auf, die Speicher auf derselben GPU belegen, oder der freie Speicher liegt vor dem Start Ihres Prozesses deutlich unter dem Gesamtspeicher.</translation>
    </message>
    <message>
        <source>The GPU is empty before your process starts.</source>
        <extracomment>hypothesis oom-other-processes: refutes</extracomment>
        <translation>Die GPU ist vor dem Start Ihres Prozesses leer.</translation>
    </message>
    <message>
        <source>Stop stale processes (`nvidia-smi --query-compute-apps=pid,used_memory --format=csv`, then end the ones that are yours by PID).</source>
        <extracomment>hypothesis oom-other-processes: quick_wins</extracomment>
        <translation>Beenden Sie verwaiste Prozesse (`nvidia-smi --query-compute-apps=pid,used_memory --format=csv`, dann die eigenen gezielt per PID beenden).</translation>
    </message>
    <message>
        <source>Choose a free GPU with `CUDA_VISIBLE_DEVICES`, or request an exclusive GPU from SLURM.</source>
        <extracomment>hypothesis oom-other-processes: quick_wins</extracomment>
        <translation>Wählen Sie mit `CUDA_VISIBLE_DEVICES` eine freie GPU oder fordern Sie bei SLURM eine exklusive GPU an.</translation>
    </message>
    <message>
        <source>Make sure DataLoader workers never touch CUDA (move tensors to the GPU in the main process).</source>
        <extracomment>hypothesis oom-other-processes: escalation</extracomment>
        <translation>Stellen Sie sicher, dass DataLoader-Worker CUDA nie verwenden (verschieben Sie Tensoren im Hauptprozess auf die GPU).</translation>
    </message>
    <message>
        <source>Memory is fragmented by the caching allocator</source>
        <extracomment>hypothesis oom-fragmentation: title</extracomment>
        <translation>Der Speicher ist durch den Caching-Allocator fragmentiert</translation>
    </message>
    <message>
        <source>With varying input sizes, PyTorch&apos;s caching allocator can hold much more reserved than allocated memory; the error message shows a large &apos;reserved but unallocated&apos; amount.</source>
        <extracomment>hypothesis oom-fragmentation: explanation</extracomment>
        <translation>Bei wechselnden Eingabegrößen kann der Caching-Allocator von PyTorch deutlich mehr Speicher reservieren als belegen; die Fehlermeldung zeigt einen großen Betrag &apos;reserved but unallocated&apos;.</translation>
    </message>
    <message>
        <source>`torch.cuda.memory_summary()` at the failure shows reserved memory well above allocated (several GB of &apos;reserved but unallocated&apos;).</source>
        <extracomment>hypothesis oom-fragmentation: supports</extracomment>
        <translation>`torch.cuda.memory_summary()` zeigt beim Fehler deutlich mehr reservierten als belegten Speicher (mehrere GB &apos;reserved but unallocated&apos;).</translation>
    </message>
    <message>
        <source>Reserved is close to allocated when it fails.</source>
        <extracomment>hypothesis oom-fragmentation: refutes</extracomment>
        <translation>Reservierter und belegter Speicher liegen beim Fehler nahe beieinander.</translation>
    </message>
    <message>
        <source>Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` before starting Python.</source>
        <extracomment>hypothesis oom-fragmentation: quick_wins</extracomment>
        <translation>Setzen Sie `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True`, bevor Python startet.</translation>
    </message>
    <message>
        <source>Pad inputs to a few fixed sizes.</source>
        <extracomment>hypothesis oom-fragmentation: quick_wins</extracomment>
        <translation>Füllen Sie Eingaben auf wenige feste Größen auf (Padding).</translation>
    </message>
    <message>
        <source>Try `PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128`.</source>
        <extracomment>hypothesis oom-fragmentation: escalation</extracomment>
        <translation>Probieren Sie `PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128`.</translation>
    </message>
    <message>
        <source>Avoid `torch.cuda.empty_cache()` in the loop: it hides the cause and costs time.</source>
        <extracomment>hypothesis oom-fragmentation: escalation</extracomment>
        <translation>Vermeiden Sie `torch.cuda.empty_cache()` in der Schleife: Es verdeckt die Ursache und kostet Zeit.</translation>
    </message>
    <message>
        <source>A damaged file crashes the decoder (zero-byte pixel data, invalid VR, truncated)</source>
        <extracomment>hypothesis segfault-corrupt-file: title</extracomment>
        <translation>Eine beschädigte Datei bringt den Decoder zum Absturz (Pixeldaten mit null Byte, ungültige VR, abgeschnitten)</translation>
    </message>
    <message>
        <source>C decoders (GDCM, the JPEG/JPEG 2000 codecs behind pydicom handlers, ITK&apos;s readers) can crash rather than raise on a truncated file, DICOM with zero-length or odd-length pixel data, an invalid value representation, or a header that claims more data than the file holds.</source>
        <extracomment>hypothesis segfault-corrupt-file: explanation</extracomment>
        <translation>C-Decoder (GDCM, die JPEG-/JPEG-2000-Codecs hinter den pydicom-Handlern, die Reader von ITK) können abstürzen, statt eine Exception auszulösen, wenn eine Datei abgeschnitten ist, DICOM-Pixeldaten die Länge null oder eine ungerade Länge haben, eine Value Representation ungültig ist oder ein Header mehr Daten angibt, als die Datei enthält.</translation>
    </message>
    <message>
        <source>The corrupt-file scan names files that fail to load, and the crash happens on one of them.</source>
        <extracomment>hypothesis segfault-corrupt-file: supports</extracomment>
        <translation>Der Scan auf beschädigte Dateien nennt Dateien, die sich nicht laden lassen, und der Absturz tritt bei einer von ihnen auf.</translation>
    </message>
    <message>
        <source>Every file loads and decodes.</source>
        <extracomment>hypothesis segfault-corrupt-file: refutes</extracomment>
        <translation>Jede Datei lässt sich laden und dekodieren.</translation>
    </message>
    <message>
        <source>Move the named files out of the dataset and rerun.</source>
        <extracomment>hypothesis segfault-corrupt-file: quick_wins</extracomment>
        <translation>Verschieben Sie die genannten Dateien aus dem Datensatz und führen Sie den Lauf erneut aus.</translation>
    </message>
    <message>
        <source>Run the loader with `python -X faulthandler` to see which file it was reading when it crashed.</source>
        <extracomment>hypothesis segfault-corrupt-file: quick_wins</extracomment>
        <translation>Starten Sie den Loader mit `python -X faulthandler`, um zu sehen, welche Datei er beim Absturz gerade gelesen hat.</translation>
    </message>
    <message>
        <source>Reconvert or re-export the damaged series from the source (PACS, the original archive).</source>
        <extracomment>hypothesis segfault-corrupt-file: escalation</extracomment>
        <translation>Konvertieren oder exportieren Sie die beschädigte Serie erneut aus der Quelle (PACS, ursprüngliches Archiv).</translation>
    </message>
    <message>
        <source>Validate DICOM with `dciodvfy` or `dcmdump +E` on the named files.</source>
        <extracomment>hypothesis segfault-corrupt-file: escalation</extracomment>
        <translation>Prüfen Sie die genannten DICOM-Dateien mit `dciodvfy` oder `dcmdump +E`.</translation>
    </message>
    <message>
        <source>A binary extension was built against another NumPy (ABI mismatch)</source>
        <extracomment>hypothesis segfault-numpy-abi: title</extracomment>
        <translation>Eine Binärerweiterung wurde gegen eine andere NumPy-Version gebaut (ABI-Konflikt)</translation>
    </message>
    <message>
        <source>Extensions compiled against NumPy 1.x can crash under NumPy 2 (and the reverse), sometimes after a warning such as &apos;A module that was compiled using NumPy 1.x cannot be run in NumPy 2&apos; or &apos;numpy.dtype size changed&apos;.</source>
        <extracomment>hypothesis segfault-numpy-abi: explanation</extracomment>
        <translation>Gegen NumPy 1.x kompilierte Erweiterungen können unter NumPy 2 abstürzen (und umgekehrt), manchmal nach einer Warnung wie &apos;A module that was compiled using NumPy 1.x cannot be run in NumPy 2&apos; oder &apos;numpy.dtype size changed&apos;.</translation>
    </message>
    <message>
        <source>An import warning names the NumPy ABI, or pinning NumPy to the version the extension was built for stops the crash.</source>
        <extracomment>hypothesis segfault-numpy-abi: supports</extracomment>
        <translation>Eine Warnung beim Import nennt die NumPy-ABI, oder das Festlegen von NumPy auf die Version, für die die Erweiterung gebaut wurde, verhindert den Absturz.</translation>
    </message>
    <message>
        <source>All packages were installed together for this NumPy and `pip check` is clean.</source>
        <extracomment>hypothesis segfault-numpy-abi: refutes</extracomment>
        <translation>Alle Pakete wurden gemeinsam für diese NumPy-Version installiert und `pip check` meldet nichts.</translation>
    </message>
    <message>
        <source>Pin `numpy&lt;2` or upgrade the extension to a build for NumPy 2.</source>
        <extracomment>hypothesis segfault-numpy-abi: quick_wins</extracomment>
        <translation>Legen Sie `numpy&lt;2` fest oder aktualisieren Sie die Erweiterung auf einen Build für NumPy 2.</translation>
    </message>
    <message>
        <source>Recreate the environment from one lock file instead of mixing conda and pip.</source>
        <extracomment>hypothesis segfault-numpy-abi: quick_wins</extracomment>
        <translation>Erstellen Sie die Umgebung aus einer einzigen Lock-Datei neu, statt conda und pip zu mischen.</translation>
    </message>
    <message>
        <source>Rebuild the extension from source against the installed NumPy.</source>
        <extracomment>hypothesis segfault-numpy-abi: escalation</extracomment>
        <translation>Bauen Sie die Erweiterung aus dem Quellcode gegen die installierte NumPy-Version neu.</translation>
    </message>
    <message>
        <source>ITK and SimpleITK (or two ITK builds) clash in one process</source>
        <extracomment>hypothesis segfault-itk-mismatch: title</extracomment>
        <translation>ITK und SimpleITK (oder zwei ITK-Builds) kollidieren in einem Prozess</translation>
    </message>
    <message>
        <source>Importing `itk` and `SimpleITK` wheels built with different ITK versions, or an ITK-based package that bundles its own ITK, loads two copies of the same C++ library; global registries (IO factories) collide and crash.</source>
        <extracomment>hypothesis segfault-itk-mismatch: explanation</extracomment>
        <translation>Werden `itk`- und `SimpleITK`-Wheels importiert, die mit verschiedenen ITK-Versionen gebaut wurden, oder ein ITK-basiertes Paket, das sein eigenes ITK mitbringt, so werden zwei Kopien derselben C++-Bibliothek geladen; globale Registries (IO-Factories) kollidieren, und der Prozess stürzt ab.</translation>
    </message>
    <message>
        <source>The crash follows the import order, or disappears when only one of itk/SimpleITK is imported.</source>
        <extracomment>hypothesis segfault-itk-mismatch: supports</extracomment>
        <translation>Der Absturz hängt von der Importreihenfolge ab oder verschwindet, wenn nur itk oder nur SimpleITK importiert wird.</translation>
    </message>
    <message>
        <source>The crash reproduces with only one ITK package loaded.</source>
        <extracomment>hypothesis segfault-itk-mismatch: refutes</extracomment>
        <translation>Der Absturz tritt auch auf, wenn nur ein ITK-Paket geladen ist.</translation>
    </message>
    <message>
        <source>Use one of itk or SimpleITK in a process.</source>
        <extracomment>hypothesis segfault-itk-mismatch: quick_wins</extracomment>
        <translation>Verwenden Sie in einem Prozess entweder itk oder SimpleITK.</translation>
    </message>
    <message>
        <source>Install matching versions (`pip install &apos;itk==X&apos; &apos;SimpleITK==Y&apos;` from the same ITK release).</source>
        <extracomment>hypothesis segfault-itk-mismatch: quick_wins</extracomment>
        <translation>Installieren Sie zueinander passende Versionen (`pip install &apos;itk==X&apos; &apos;SimpleITK==Y&apos;` aus demselben ITK-Release).</translation>
    </message>
    <message>
        <source>Run under gdb (`gdb -ex r --args python script.py`, then `bt`) and see which library the crashing frame belongs to.</source>
        <extracomment>hypothesis segfault-itk-mismatch: escalation</extracomment>
        <translation>Führen Sie das Programm unter gdb aus (`gdb -ex r --args python script.py`, dann `bt`) und prüfen Sie, zu welcher Bibliothek der abstürzende Frame gehört.</translation>
    </message>
    <message>
        <source>OpenCV conflicts with another library (Qt, OpenMP, a second cv2)</source>
        <extracomment>hypothesis segfault-opencv-conflict: title</extracomment>
        <translation>OpenCV kollidiert mit einer anderen Bibliothek (Qt, OpenMP, ein zweites cv2)</translation>
    </message>
    <message>
        <source>Having both opencv-python and opencv-python-headless (or a conda OpenCV and a pip one) installed, or OpenCV&apos;s bundled Qt and OpenMP runtimes next to PyTorch&apos;s or PyQt&apos;s, can crash at import or in threads.</source>
        <extracomment>hypothesis segfault-opencv-conflict: explanation</extracomment>
        <translation>Sind opencv-python und opencv-python-headless gleichzeitig installiert (oder ein OpenCV aus conda und eines aus pip) oder liegen die mit OpenCV gebündelten Qt- und OpenMP-Laufzeiten neben denen von PyTorch oder PyQt, kann es beim Import oder in Threads zum Absturz kommen.</translation>
    </message>
    <message>
        <source>The crash disappears without `import cv2`, or with only opencv-python-headless installed.</source>
        <extracomment>hypothesis segfault-opencv-conflict: supports</extracomment>
        <translation>Der Absturz verschwindet ohne `import cv2` oder wenn nur opencv-python-headless installiert ist.</translation>
    </message>
    <message>
        <source>The crash reproduces without OpenCV imported.</source>
        <extracomment>hypothesis segfault-opencv-conflict: refutes</extracomment>
        <translation>Der Absturz tritt auch ohne importiertes OpenCV auf.</translation>
    </message>
    <message>
        <source>Uninstall every OpenCV wheel and install only `opencv-python-headless`.</source>
        <extracomment>hypothesis segfault-opencv-conflict: quick_wins</extracomment>
        <translation>Deinstallieren Sie alle OpenCV-Wheels und installieren Sie nur `opencv-python-headless`.</translation>
    </message>
    <message>
        <source>Call `cv2.setNumThreads(0)` in DataLoader workers.</source>
        <extracomment>hypothesis segfault-opencv-conflict: quick_wins</extracomment>
        <translation>Rufen Sie in den DataLoader-Workern `cv2.setNumThreads(0)` auf.</translation>
    </message>
    <message>
        <source>Check duplicate OpenMP runtimes: `ldd $(python -c &apos;import cv2; print(cv2.__file__)&apos;) | grep -i omp`.</source>
        <extracomment>hypothesis segfault-opencv-conflict: escalation</extracomment>
        <translation>Prüfen Sie auf doppelte OpenMP-Laufzeiten: `ldd $(python -c &apos;import cv2; print(cv2.__file__)&apos;) | grep -i omp`.</translation>
    </message>
    <message>
        <source>DataLoader workers forked after threads or CUDA started</source>
        <extracomment>hypothesis segfault-fork-after-threads: title</extracomment>
        <translation>DataLoader-Worker wurden per fork erzeugt, nachdem Threads oder CUDA gestartet waren</translation>
    </message>
    <message>
        <source>The default `fork` start method copies a process whose threads (OpenMP, OpenCV, CUDA) may hold locks; the child can crash or deadlock.</source>
        <extracomment>hypothesis segfault-fork-after-threads: explanation</extracomment>
        <translation>Die Standard-Startmethode `fork` kopiert einen Prozess, dessen Threads (OpenMP, OpenCV, CUDA) Locks halten können; der Kindprozess kann abstürzen oder in einen Deadlock geraten.</translation>
    </message>
    <message>
        <source>The crash disappears with `num_workers=0`, or with `multiprocessing_context=&apos;spawn&apos;`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: supports</extracomment>
        <translation>Der Absturz verschwindet mit `num_workers=0` oder mit `multiprocessing_context=&apos;spawn&apos;`.</translation>
    </message>
    <message>
        <source>The crash reproduces with `num_workers=0`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: refutes</extracomment>
        <translation>Der Absturz tritt auch mit `num_workers=0` auf.</translation>
    </message>
    <message>
        <source>Use `DataLoader(..., multiprocessing_context=&apos;spawn&apos;)` or `torch.multiprocessing.set_start_method(&apos;spawn&apos;)`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: quick_wins</extracomment>
        <translation>Verwenden Sie `DataLoader(..., multiprocessing_context=&apos;spawn&apos;)` oder `torch.multiprocessing.set_start_method(&apos;spawn&apos;)`.</translation>
    </message>
    <message>
        <source>Do not touch CUDA in the dataset or before the DataLoader is created.</source>
        <extracomment>hypothesis segfault-fork-after-threads: quick_wins</extracomment>
        <translation>Verwenden Sie CUDA weder im Dataset noch bevor der DataLoader erzeugt wird.</translation>
    </message>
    <message>
        <source>Set `OMP_NUM_THREADS=1` in workers and check again.</source>
        <extracomment>hypothesis segfault-fork-after-threads: escalation</extracomment>
        <translation>Setzen Sie `OMP_NUM_THREADS=1` in den Workern und prüfen Sie erneut.</translation>
    </message>
    <message>
        <source>The job exceeded its memory limit (SLURM or container cgroup)</source>
        <extracomment>hypothesis killed-memory-limit: title</extracomment>
        <translation>Der Job hat sein Speicherlimit überschritten (SLURM oder Container-cgroup)</translation>
    </message>
    <message>
        <source>SLURM (`--mem`, `--mem-per-cpu`) and containers (`docker run -m`) enforce a memory limit through cgroups; the kernel kills the largest process when the job exceeds it, even if the node has free memory.</source>
        <extracomment>hypothesis killed-memory-limit: explanation</extracomment>
        <translation>SLURM (`--mem`, `--mem-per-cpu`) und Container (`docker run -m`) setzen ein Speicherlimit über cgroups durch; überschreitet der Job es, beendet der Kernel den größten Prozess, auch wenn der Node noch freien Speicher hat.</translation>
    </message>
    <message>
        <source>slurm.out_of_memory or slurm.killed: state OUT_OF_MEMORY, or &apos;oom-kill event&apos; lines, with MaxRSS near the requested memory.</source>
        <extracomment>hypothesis killed-memory-limit: supports</extracomment>
        <translation>slurm.out_of_memory oder slurm.killed: Status OUT_OF_MEMORY oder Zeilen mit &apos;oom-kill event&apos;, und MaxRSS liegt nahe am angeforderten Speicher.</translation>
    </message>
    <message>
        <source>The job&apos;s accounting shows MaxRSS well below the limit and no OOM event.</source>
        <extracomment>hypothesis killed-memory-limit: refutes</extracomment>
        <translation>Das Accounting des Jobs zeigt MaxRSS deutlich unter dem Limit und kein OOM-Ereignis.</translation>
    </message>
    <message>
        <source>Request more memory (`#SBATCH --mem=64G`) and compare with `sacct -j JOBID --format=MaxRSS,ReqMem`.</source>
        <extracomment>hypothesis killed-memory-limit: quick_wins</extracomment>
        <translation>Fordern Sie mehr Speicher an (`#SBATCH --mem=64G`) und vergleichen Sie mit `sacct -j JOBID --format=MaxRSS,ReqMem`.</translation>
    </message>
    <message>
        <source>Reduce `num_workers` and `prefetch_factor`: each worker holds batches in memory.</source>
        <extracomment>hypothesis killed-memory-limit: quick_wins</extracomment>
        <translation>Verringern Sie `num_workers` und `prefetch_factor`: Jeder Worker hält Batches im Speicher.</translation>
    </message>
    <message>
        <source>Measure peak memory with `/usr/bin/time -v python train.py` on a short run.</source>
        <extracomment>hypothesis killed-memory-limit: escalation</extracomment>
        <translation>Messen Sie den Spitzenverbrauch an Speicher mit `/usr/bin/time -v python train.py` in einem kurzen Lauf.</translation>
    </message>
    <message>
        <source>The whole dataset is cached in RAM</source>
        <extracomment>hypothesis killed-dataset-in-ram: title</extracomment>
        <translation>Der gesamte Datensatz wird im RAM zwischengespeichert</translation>
    </message>
    <message>
        <source>CacheDataset, a list of loaded volumes, or `np.load` of a large array holds the dataset in memory; 3-D datasets of hundreds of volumes exceed host memory (and each worker may hold its own copy).</source>
        <extracomment>hypothesis killed-dataset-in-ram: explanation</extracomment>
        <translation>CacheDataset, eine Liste geladener Volumen oder `np.load` eines großen Arrays hält den Datensatz im Speicher; 3-D-Datensätze mit Hunderten von Volumen übersteigen den Hauptspeicher (und jeder Worker kann eine eigene Kopie halten).</translation>
    </message>
    <message>
        <source>Resident memory rises while the dataset is built or during the first epoch and ends near the limit.</source>
        <extracomment>hypothesis killed-dataset-in-ram: supports</extracomment>
        <translation>Der residente Speicher steigt, während der Datensatz aufgebaut wird oder in der ersten Epoche, und endet nahe am Limit.</translation>
    </message>
    <message>
        <source>Memory stays flat after the first few batches.</source>
        <extracomment>hypothesis killed-dataset-in-ram: refutes</extracomment>
        <translation>Der Speicher bleibt nach den ersten Batches konstant.</translation>
    </message>
    <message>
        <source>Use PersistentDataset (cache on disk) or `cache_rate &lt; 1` in MONAI.</source>
        <extracomment>hypothesis killed-dataset-in-ram: quick_wins</extracomment>
        <translation>Verwenden Sie in MONAI PersistentDataset (Cache auf der Festplatte) oder `cache_rate &lt; 1`.</translation>
    </message>
    <message>
        <source>Store preprocessed volumes as .npy and open them with `np.load(path, mmap_mode=&apos;r&apos;)`.</source>
        <extracomment>hypothesis killed-dataset-in-ram: quick_wins</extracomment>
        <translation>Speichern Sie vorverarbeitete Volumen als .npy und öffnen Sie sie mit `np.load(path, mmap_mode=&apos;r&apos;)`.</translation>
    </message>
    <message>
        <source>Estimate the size: cases x voxels x bytes per voxel (float32 = 4, float64 = 8).</source>
        <extracomment>hypothesis killed-dataset-in-ram: escalation</extracomment>
        <translation>Schätzen Sie die Größe ab: Fälle x Voxel x Byte pro Voxel (float32 = 4, float64 = 8).</translation>
    </message>
    <message>
        <source>Each DataLoader worker copies the dataset (copy-on-access of Python objects)</source>
        <extracomment>hypothesis killed-worker-copy-on-access: title</extracomment>
        <translation>Jeder DataLoader-Worker kopiert den Datensatz (Copy-on-Access bei Python-Objekten)</translation>
    </message>
    <message>
        <source>Forked workers share memory pages only until they are written. Touching Python objects (lists of dicts, strings) updates reference counts and copies the pages, so memory grows with the number of workers.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: explanation</extracomment>
        <translation>Per fork erzeugte Worker teilen Speicherseiten nur, bis diese beschrieben werden. Schon der Zugriff auf Python-Objekte (Listen von Dicts, Strings) ändert Referenzzähler und kopiert die Seiten, sodass der Speicher mit der Zahl der Worker wächst.</translation>
    </message>
    <message>
        <source>Total memory grows roughly with `num_workers`; with `num_workers=0` it stays low.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: supports</extracomment>
        <translation>Der Gesamtspeicher wächst etwa mit `num_workers`; mit `num_workers=0` bleibt er niedrig.</translation>
    </message>
    <message>
        <source>Memory does not depend on the number of workers.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: refutes</extracomment>
        <translation>Der Speicher hängt nicht von der Zahl der Worker ab.</translation>
    </message>
    <message>
        <source>Store the file list as a numpy array of strings or a pandas column instead of a Python list of dicts.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: quick_wins</extracomment>
        <translation>Speichern Sie die Dateiliste als NumPy-Array von Strings oder als pandas-Spalte statt als Python-Liste von Dicts.</translation>
    </message>
    <message>
        <source>Lower `num_workers`.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: quick_wins</extracomment>
        <translation>Verringern Sie `num_workers`.</translation>
    </message>
    <message>
        <source>Measure proportional set size (PSS) per worker with `smem` or psutil&apos;s `memory_full_info().pss`.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: escalation</extracomment>
        <translation>Messen Sie die Proportional Set Size (PSS) pro Worker mit `smem` oder mit `memory_full_info().pss` aus psutil.</translation>
    </message>
    <message>
        <source>Host memory leaks during training (predictions or tensors kept)</source>
        <extracomment>hypothesis killed-host-memory-leak: title</extracomment>
        <translation>Speicherleck im Hauptspeicher während des Trainings (Vorhersagen oder Tensoren werden aufbewahrt)</translation>
    </message>
    <message>
        <source>Appending CPU tensors, predictions or metrics objects every iteration, or keeping references in a logger, grows resident memory until the OOM killer stops the process late in training.</source>
        <extracomment>hypothesis killed-host-memory-leak: explanation</extracomment>
        <translation>Werden in jeder Iteration CPU-Tensoren, Vorhersagen oder Metrikobjekte angehängt oder Referenzen in einem Logger gehalten, wächst der residente Speicher, bis der OOM-Killer den Prozess spät im Training beendet.</translation>
    </message>
    <message>
        <source>Resident memory grows steadily epoch after epoch.</source>
        <extracomment>hypothesis killed-host-memory-leak: supports</extracomment>
        <translation>Der residente Speicher wächst von Epoche zu Epoche stetig.</translation>
    </message>
    <message>
        <source>Memory is flat after the first epoch.</source>
        <extracomment>hypothesis killed-host-memory-leak: refutes</extracomment>
        <translation>Der Speicher bleibt nach der ersten Epoche konstant.</translation>
    </message>
    <message>
        <source>Store scalars (`.item()`), not tensors, in metric lists.</source>
        <extracomment>hypothesis killed-host-memory-leak: quick_wins</extracomment>
        <translation>Speichern Sie in Metriklisten Skalare (`.item()`), keine Tensoren.</translation>
    </message>
    <message>
        <source>Write predictions to disk as you go instead of keeping them.</source>
        <extracomment>hypothesis killed-host-memory-leak: quick_wins</extracomment>
        <translation>Schreiben Sie Vorhersagen laufend auf die Festplatte, statt sie im Speicher zu halten.</translation>
    </message>
    <message>
        <source>Use `tracemalloc` snapshots between epochs to find where Python memory grows.</source>
        <extracomment>hypothesis killed-host-memory-leak: escalation</extracomment>
        <translation>Vergleichen Sie `tracemalloc`-Snapshots zwischen Epochen, um zu finden, wo der Python-Speicher wächst.</translation>
    </message>
    <message>
        <source>Volumes are expanded to float64</source>
        <extracomment>hypothesis killed-float64-volumes: title</extracomment>
        <translation>Volumen werden zu float64 aufgebläht</translation>
    </message>
    <message>
        <source>nibabel&apos;s `get_fdata()` returns float64 by default: an int16 CT becomes four times larger. A few large volumes in float64 plus copies in preprocessing exhaust memory.</source>
        <extracomment>hypothesis killed-float64-volumes: explanation</extracomment>
        <translation>`get_fdata()` von nibabel liefert standardmäßig float64: Ein int16-CT wird viermal so groß. Einige große Volumen in float64 plus Kopien in der Vorverarbeitung erschöpfen den Speicher.</translation>
    </message>
    <message>
        <source>Arrays in the pipeline are float64 and memory drops when they are float32.</source>
        <extracomment>hypothesis killed-float64-volumes: supports</extracomment>
        <translation>Die Arrays in der Pipeline sind float64, und der Speicherbedarf sinkt, wenn sie float32 sind.</translation>
    </message>
    <message>
        <source>Arrays are float32 or smaller.</source>
        <extracomment>hypothesis killed-float64-volumes: refutes</extracomment>
        <translation>Die Arrays sind float32 oder kleiner.</translation>
    </message>
    <message>
        <source>Use `img.get_fdata(dtype=np.float32)` or `np.asanyarray(img.dataobj)`.</source>
        <extracomment>hypothesis killed-float64-volumes: quick_wins</extracomment>
        <translation>Verwenden Sie `img.get_fdata(dtype=np.float32)` oder `np.asanyarray(img.dataobj)`.</translation>
    </message>
    <message>
        <source>Convert to float32 once, early.</source>
        <extracomment>hypothesis killed-float64-volumes: quick_wins</extracomment>
        <translation>Wandeln Sie einmal und frühzeitig in float32 um.</translation>
    </message>
    <message>
        <source>Print `arr.dtype` and `arr.nbytes` after each preprocessing step.</source>
        <extracomment>hypothesis killed-float64-volumes: escalation</extracomment>
        <translation>Geben Sie nach jedem Vorverarbeitungsschritt `arr.dtype` und `arr.nbytes` aus.</translation>
    </message>
    <message>
        <source>Some files are truncated or damaged</source>
        <extracomment>hypothesis corrupt-files-present: title</extracomment>
        <translation>Einige Dateien sind abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>Interrupted downloads or copies, zero-byte files, DICOM with empty pixel data, and gzip streams cut short are common in large datasets. One bad case stops a whole epoch.</source>
        <extracomment>hypothesis corrupt-files-present: explanation</extracomment>
        <translation>Abgebrochene Downloads oder Kopiervorgänge, Dateien mit null Byte, DICOM mit leeren Pixeldaten und vorzeitig endende gzip-Streams sind in großen Datensätzen häufig. Ein einziger fehlerhafter Fall stoppt eine ganze Epoche.</translation>
    </message>
    <message>
        <source>dataset.unreadable_file names files and reasons.</source>
        <extracomment>hypothesis corrupt-files-present: supports</extracomment>
        <translation>dataset.unreadable_file nennt Dateien und Gründe.</translation>
    </message>
    <message>
        <source>Every file loads.</source>
        <extracomment>hypothesis corrupt-files-present: refutes</extracomment>
        <translation>Jede Datei lässt sich laden.</translation>
    </message>
    <message>
        <source>Exclude the named files and note them in the dataset&apos;s README.</source>
        <extracomment>hypothesis corrupt-files-present: quick_wins</extracomment>
        <translation>Schließen Sie die genannten Dateien aus und vermerken Sie sie in der README des Datensatzes.</translation>
    </message>
    <message>
        <source>Compare checksums (`sha256sum`) with the source.</source>
        <extracomment>hypothesis corrupt-files-present: quick_wins</extracomment>
        <translation>Vergleichen Sie Prüfsummen (`sha256sum`) mit der Quelle.</translation>
    </message>
    <message>
        <source>Download or export the damaged cases again.</source>
        <extracomment>hypothesis corrupt-files-present: escalation</extracomment>
        <translation>Laden oder exportieren Sie die beschädigten Fälle erneut.</translation>
    </message>
    <message>
        <source>Compressed DICOM needs a codec your reader lacks</source>
        <extracomment>hypothesis corrupt-unsupported-codec: title</extracomment>
        <translation>Komprimiertes DICOM benötigt einen Codec, der Ihrem Reader fehlt</translation>
    </message>
    <message>
        <source>JPEG 2000, JPEG-LS and lossless JPEG transfer syntaxes need extra packages in pydicom (pylibjpeg, gdcm) and specific builds elsewhere. The files are fine; the reader cannot decode them.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: explanation</extracomment>
        <translation>Die Transfer-Syntaxen JPEG 2000, JPEG-LS und verlustfreies JPEG benötigen in pydicom zusätzliche Pakete (pylibjpeg, gdcm) und anderswo spezielle Builds. Die Dateien sind in Ordnung; der Reader kann sie nur nicht dekodieren.</translation>
    </message>
    <message>
        <source>dicom.undecodable_transfer_syntax, or files ScanSleuth loads that fail in your pipeline with &apos;Unable to decode pixel data&apos;.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: supports</extracomment>
        <translation>dicom.undecodable_transfer_syntax, oder Dateien, die ScanSleuth lädt, scheitern in Ihrer Pipeline mit &apos;Unable to decode pixel data&apos;.</translation>
    </message>
    <message>
        <source>The failing files are uncompressed.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: refutes</extracomment>
        <translation>Die fehlschlagenden Dateien sind unkomprimiert.</translation>
    </message>
    <message>
        <source>Install decoders: `pip install pylibjpeg pylibjpeg-openjpeg pylibjpeg-libjpeg` (or `python-gdcm`).</source>
        <extracomment>hypothesis corrupt-unsupported-codec: quick_wins</extracomment>
        <translation>Installieren Sie Decoder: `pip install pylibjpeg pylibjpeg-openjpeg pylibjpeg-libjpeg` (oder `python-gdcm`).</translation>
    </message>
    <message>
        <source>Convert the series once with dcm2niix or `scansleuth-cli convert`.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: quick_wins</extracomment>
        <translation>Konvertieren Sie die Serie einmalig mit dcm2niix oder `scansleuth-cli convert`.</translation>
    </message>
    <message>
        <source>Decompress with `dcmdjpeg` / `gdcmconv --raw` and compare.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: escalation</extracomment>
        <translation>Dekomprimieren Sie mit `dcmdjpeg` / `gdcmconv --raw` und vergleichen Sie.</translation>
    </message>
    <message>
        <source>A folder mixes several series (a localizer, another orientation)</source>
        <extracomment>hypothesis corrupt-mixed-series: title</extracomment>
        <translation>Ein Ordner enthält mehrere Serien (einen Localizer, eine andere Orientierung)</translation>
    </message>
    <message>
        <source>A loader that expects one series per folder fails or builds a wrong volume when the folder also holds a scout, a derived series or a second acquisition.</source>
        <extracomment>hypothesis corrupt-mixed-series: explanation</extracomment>
        <translation>Ein Loader, der eine Serie pro Ordner erwartet, scheitert oder baut ein falsches Volume, wenn der Ordner zusätzlich einen Scout, eine abgeleitete Serie oder eine zweite Akquisition enthält.</translation>
    </message>
    <message>
        <source>dicom.multiple_series or dicom.mixed_orientations in the failing folders.</source>
        <extracomment>hypothesis corrupt-mixed-series: supports</extracomment>
        <translation>dicom.multiple_series oder dicom.mixed_orientations in den fehlschlagenden Ordnern.</translation>
    </message>
    <message>
        <source>Each folder holds one series of one orientation.</source>
        <extracomment>hypothesis corrupt-mixed-series: refutes</extracomment>
        <translation>Jeder Ordner enthält genau eine Serie mit einer Orientierung.</translation>
    </message>
    <message>
        <source>Select the series by SeriesInstanceUID (`sitk.ImageSeriesReader.GetGDCMSeriesFileNames(folder, uid)`).</source>
        <extracomment>hypothesis corrupt-mixed-series: quick_wins</extracomment>
        <translation>Wählen Sie die Serie über die SeriesInstanceUID aus (`sitk.ImageSeriesReader.GetGDCMSeriesFileNames(folder, uid)`).</translation>
    </message>
    <message>
        <source>Reorganise the dataset one series per folder (dcm2niix or `dicomsort`).</source>
        <extracomment>hypothesis corrupt-mixed-series: escalation</extracomment>
        <translation>Ordnen Sie den Datensatz neu, eine Serie pro Ordner (dcm2niix oder `dicomsort`).</translation>
    </message>
    <message>
        <source>Transient read errors on a network or parallel file system</source>
        <extracomment>hypothesis corrupt-network-filesystem: title</extracomment>
        <translation>Vorübergehende Lesefehler auf einem Netzwerk- oder parallelen Dateisystem</translation>
    </message>
    <message>
        <source>Reads from NFS, Lustre or GPFS under load can fail or return short data; a file that failed once loads on retry.</source>
        <extracomment>hypothesis corrupt-network-filesystem: explanation</extracomment>
        <translation>Lesezugriffe auf NFS, Lustre oder GPFS unter Last können fehlschlagen oder unvollständige Daten liefern; eine Datei, die einmal fehlgeschlagen ist, lädt beim erneuten Versuch.</translation>
    </message>
    <message>
        <source>The same file loads on retry, or its checksum differs between two reads.</source>
        <extracomment>hypothesis corrupt-network-filesystem: supports</extracomment>
        <translation>Dieselbe Datei lädt beim erneuten Versuch, oder ihre Prüfsumme unterscheidet sich zwischen zwei Lesevorgängen.</translation>
    </message>
    <message>
        <source>The same files fail every time with the same error.</source>
        <extracomment>hypothesis corrupt-network-filesystem: refutes</extracomment>
        <translation>Dieselben Dateien scheitern jedes Mal mit demselben Fehler.</translation>
    </message>
    <message>
        <source>Copy the dataset to node-local storage (`$TMPDIR`, /scratch) at the start of the job.</source>
        <extracomment>hypothesis corrupt-network-filesystem: quick_wins</extracomment>
        <translation>Kopieren Sie den Datensatz zu Beginn des Jobs auf Node-lokalen Speicher (`$TMPDIR`, /scratch).</translation>
    </message>
    <message>
        <source>Report the errors to the cluster&apos;s support with the node names and times.</source>
        <extracomment>hypothesis corrupt-network-filesystem: escalation</extracomment>
        <translation>Melden Sie die Fehler mit Node-Namen und Zeitpunkten dem Support des Clusters.</translation>
    </message>
    <message>
        <source>Measure peak GPU memory against batch and patch size</source>
        <extracomment>experiment exp-oom-batch-sweep: title</extracomment>
        <translation>Spitzenbedarf an GPU-Speicher gegen Batch- und Patch-Größe messen</translation>
    </message>
    <message>
        <source>Run a few training steps at batch sizes 1, 2, 4 (and two patch sizes) and record the peak memory of each.</source>
        <extracomment>experiment exp-oom-batch-sweep: description</extracomment>
        <translation>Führen Sie einige Trainingsschritte mit Batch-Größen 1, 2, 4 (und zwei Patch-Größen) aus und notieren Sie jeweils den Spitzenbedarf an Speicher.</translation>
    </message>
    <message>
        <source>Peak memory scales with the batch and a smaller batch fits.</source>
        <extracomment>experiment exp-oom-batch-sweep: supports</extracomment>
        <translation>Der Spitzenbedarf skaliert mit der Batch-Größe, und ein kleinerer Batch passt in den Speicher.</translation>
    </message>
    <message>
        <source>Batch size 1 still runs out of memory.</source>
        <extracomment>experiment exp-oom-batch-sweep: refutes</extracomment>
        <translation>Auch mit Batch-Größe 1 ist der Speicher erschöpft.</translation>
    </message>
    <message>
        <source>Peak GiB at batch size 1</source>
        <extracomment>experiment exp-oom-batch-sweep: form peak_bs1</extracomment>
        <translation>Spitzenbedarf in GiB bei Batch-Größe 1</translation>
    </message>
    <message>
        <source>Peak GiB at batch size 2</source>
        <extracomment>experiment exp-oom-batch-sweep: form peak_bs2</extracomment>
        <translation>Spitzenbedarf in GiB bei Batch-Größe 2</translation>
    </message>
    <message>
        <source>GPU memory in GiB</source>
        <extracomment>experiment exp-oom-batch-sweep: form gpu_total</extracomment>
        <translation>GPU-Speicher in GiB</translation>
    </message>
    <message>
        <source>Does a smaller batch or patch train without error?</source>
        <extracomment>experiment exp-oom-batch-sweep: form fits_smaller</extracomment>
        <translation>Läuft das Training mit kleinerem Batch oder Patch fehlerfrei?</translation>
    </message>
    <message>
        <source>Log allocated GPU memory every iteration</source>
        <extracomment>experiment exp-oom-memory-growth: title</extracomment>
        <translation>Belegten GPU-Speicher in jeder Iteration protokollieren</translation>
    </message>
    <message>
        <source>Print allocated memory at the same point of every iteration, for 20 iterations.</source>
        <extracomment>experiment exp-oom-memory-growth: description</extracomment>
        <translation>Geben Sie den belegten Speicher 20 Iterationen lang an derselben Stelle jeder Iteration aus.</translation>
    </message>
    <message>
        <source>Memory grows every iteration.</source>
        <extracomment>experiment exp-oom-memory-growth: supports</extracomment>
        <translation>Der Speicher wächst mit jeder Iteration.</translation>
    </message>
    <message>
        <source>Memory is flat between iterations.</source>
        <extracomment>experiment exp-oom-memory-growth: refutes</extracomment>
        <translation>Der Speicher bleibt zwischen den Iterationen konstant.</translation>
    </message>
    <message>
        <source>MiB allocated after iteration 1</source>
        <extracomment>experiment exp-oom-memory-growth: form mib_step1</extracomment>
        <translation>Belegte MiB nach Iteration 1</translation>
    </message>
    <message>
        <source>MiB allocated after iteration 20</source>
        <extracomment>experiment exp-oom-memory-growth: form mib_step20</extracomment>
        <translation>Belegte MiB nach Iteration 20</translation>
    </message>
    <message>
        <source>Does it grow steadily?</source>
        <extracomment>experiment exp-oom-memory-growth: form grows</extracomment>
        <translation>Wächst er stetig?</translation>
    </message>
    <message>
        <source>Find the phase that runs out of memory</source>
        <extracomment>experiment exp-oom-phase: title</extracomment>
        <translation>Phase finden, in der der Speicher erschöpft ist</translation>
    </message>
    <message>
        <source>Read the traceback: is it the training step, validation or inference? Check whether that code runs under no_grad.</source>
        <extracomment>experiment exp-oom-phase: description</extracomment>
        <translation>Lesen Sie den Traceback: Ist es der Trainingsschritt, die Validierung oder die Inferenz? Prüfen Sie, ob dieser Code unter no_grad läuft.</translation>
    </message>
    <message>
        <source>The failure is in validation or inference with grad enabled, and no_grad fixes it.</source>
        <extracomment>experiment exp-oom-phase: supports</extracomment>
        <translation>Der Fehler tritt in Validierung oder Inferenz mit aktiviertem grad auf, und no_grad behebt ihn.</translation>
    </message>
    <message>
        <source>The failure is in the training step, or validation already runs under no_grad.</source>
        <extracomment>experiment exp-oom-phase: refutes</extracomment>
        <translation>Der Fehler tritt im Trainingsschritt auf, oder die Validierung läuft bereits unter no_grad.</translation>
    </message>
    <message>
        <source>Which phase fails (training, validation, inference)?</source>
        <extracomment>experiment exp-oom-phase: form phase</extracomment>
        <translation>Welche Phase schlägt fehl (Training, Validierung, Inferenz)?</translation>
    </message>
    <message>
        <source>Is grad enabled in validation/inference?</source>
        <extracomment>experiment exp-oom-phase: form grad_enabled</extracomment>
        <translation>Ist grad in Validierung/Inferenz aktiviert?</translation>
    </message>
    <message>
        <source>Does it pass under torch.no_grad()?</source>
        <extracomment>experiment exp-oom-phase: form passes_no_grad</extracomment>
        <translation>Läuft es unter torch.no_grad() durch?</translation>
    </message>
    <message>
        <source>List the processes on the GPU</source>
        <extracomment>experiment exp-oom-nvidia-smi: title</extracomment>
        <translation>Prozesse auf der GPU auflisten</translation>
    </message>
    <message>
        <source>Before starting, and while the job runs, list who uses the GPU.</source>
        <extracomment>experiment exp-oom-nvidia-smi: description</extracomment>
        <translation>Listen Sie vor dem Start und während der Job läuft auf, wer die GPU nutzt.</translation>
    </message>
    <message>
        <source>Other processes hold memory on the same GPU.</source>
        <extracomment>experiment exp-oom-nvidia-smi: supports</extracomment>
        <translation>Andere Prozesse belegen Speicher auf derselben GPU.</translation>
    </message>
    <message>
        <source>The GPU is empty before the job starts.</source>
        <extracomment>experiment exp-oom-nvidia-smi: refutes</extracomment>
        <translation>Die GPU ist vor dem Start des Jobs leer.</translation>
    </message>
    <message>
        <source>Free GPU memory before your process starts (MiB)</source>
        <extracomment>experiment exp-oom-nvidia-smi: form free_before</extracomment>
        <translation>Freier GPU-Speicher vor dem Start Ihres Prozesses (MiB)</translation>
    </message>
    <message>
        <source>Other processes listed (PIDs and memory)</source>
        <extracomment>experiment exp-oom-nvidia-smi: form other_processes</extracomment>
        <translation>Aufgeführte andere Prozesse (PIDs und Speicher)</translation>
    </message>
    <message>
        <source>Print the allocator&apos;s summary at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: title</extracomment>
        <translation>Zusammenfassung des Allocators beim Fehler ausgeben</translation>
    </message>
    <message>
        <source>Catch the error and print the caching allocator&apos;s state.</source>
        <extracomment>experiment exp-oom-memory-summary: description</extracomment>
        <translation>Fangen Sie den Fehler ab und geben Sie den Zustand des Caching-Allocators aus.</translation>
    </message>
    <message>
        <source>Reserved is far above allocated, and expandable segments make it pass.</source>
        <extracomment>experiment exp-oom-memory-summary: supports</extracomment>
        <translation>Reservierter Speicher liegt weit über belegtem, und mit Expandable Segments läuft es durch.</translation>
    </message>
    <message>
        <source>Reserved is close to allocated.</source>
        <extracomment>experiment exp-oom-memory-summary: refutes</extracomment>
        <translation>Reservierter Speicher liegt nahe am belegten.</translation>
    </message>
    <message>
        <source>Allocated GiB at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: form allocated_gib</extracomment>
        <translation>Belegte GiB beim Fehler</translation>
    </message>
    <message>
        <source>Reserved GiB at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: form reserved_gib</extracomment>
        <translation>Reservierte GiB beim Fehler</translation>
    </message>
    <message>
        <source>Does it pass with expandable_segments:True?</source>
        <extracomment>experiment exp-oom-memory-summary: form passes_expandable</extracomment>
        <translation>Läuft es mit expandable_segments:True durch?</translation>
    </message>
    <message>
        <source>Record the versions of the binary packages</source>
        <extracomment>experiment exp-segfault-environment: title</extracomment>
        <translation>Versionen der Binärpakete erfassen</translation>
    </message>
    <message>
        <source>List NumPy and the extensions that use it, and check the environment for conflicts.</source>
        <extracomment>experiment exp-segfault-environment: description</extracomment>
        <translation>Listen Sie NumPy und die Erweiterungen auf, die es verwenden, und prüfen Sie die Umgebung auf Konflikte.</translation>
    </message>
    <message>
        <source>An ABI warning appears, or pinning NumPy stops the crash.</source>
        <extracomment>experiment exp-segfault-environment: supports</extracomment>
        <translation>Eine ABI-Warnung erscheint, oder das Festlegen der NumPy-Version verhindert den Absturz.</translation>
    </message>
    <message>
        <source>No warning, pip check is clean, and the crash persists with matching versions.</source>
        <extracomment>experiment exp-segfault-environment: refutes</extracomment>
        <translation>Keine Warnung, pip check meldet nichts, und der Absturz bleibt auch mit passenden Versionen bestehen.</translation>
    </message>
    <message>
        <source>NumPy version</source>
        <extracomment>experiment exp-segfault-environment: form numpy_version</extracomment>
        <translation>NumPy-Version</translation>
    </message>
    <message>
        <source>Did an import warn about NumPy versions or dtype size?</source>
        <extracomment>experiment exp-segfault-environment: form abi_warning</extracomment>
        <translation>Hat ein Import vor NumPy-Versionen oder der dtype-Größe gewarnt?</translation>
    </message>
    <message>
        <source>Output of pip check</source>
        <extracomment>experiment exp-segfault-environment: form pip_check</extracomment>
        <translation>Ausgabe von pip check</translation>
    </message>
    <message>
        <source>Find the crashing library with faulthandler and import bisection</source>
        <extracomment>experiment exp-segfault-import-bisect: title</extracomment>
        <translation>Abstürzende Bibliothek mit faulthandler und Import-Bisektion finden</translation>
    </message>
    <message>
        <source>Get the Python and native stack at the crash, then import the extensions one at a time and in different orders.</source>
        <extracomment>experiment exp-segfault-import-bisect: description</extracomment>
        <translation>Ermitteln Sie den Python- und den nativen Stack beim Absturz und importieren Sie dann die Erweiterungen einzeln und in verschiedenen Reihenfolgen.</translation>
    </message>
    <message>
        <source>The crashing frame is in the suspected library and the crash follows its import.</source>
        <extracomment>experiment exp-segfault-import-bisect: supports</extracomment>
        <translation>Der abstürzende Frame liegt in der verdächtigen Bibliothek, und der Absturz folgt ihrem Import.</translation>
    </message>
    <message>
        <source>The crash reproduces without the suspected library.</source>
        <extracomment>experiment exp-segfault-import-bisect: refutes</extracomment>
        <translation>Der Absturz tritt auch ohne die verdächtige Bibliothek auf.</translation>
    </message>
    <message>
        <source>Library of the crashing frame (from gdb&apos;s bt or faulthandler)</source>
        <extracomment>experiment exp-segfault-import-bisect: form crash_frame</extracomment>
        <translation>Bibliothek des abstürzenden Frames (aus bt in gdb oder aus faulthandler)</translation>
    </message>
    <message>
        <source>Does the crash depend on which libraries are imported, or their order?</source>
        <extracomment>experiment exp-segfault-import-bisect: form import_order_matters</extracomment>
        <translation>Hängt der Absturz davon ab, welche Bibliotheken importiert werden oder in welcher Reihenfolge?</translation>
    </message>
    <message>
        <source>Rerun with num_workers=0</source>
        <extracomment>experiment exp-segfault-workers-zero: title</extracomment>
        <translation>Mit num_workers=0 erneut ausführen</translation>
    </message>
    <message>
        <source>Load the data in the main process to see whether the worker processes are involved.</source>
        <extracomment>experiment exp-segfault-workers-zero: description</extracomment>
        <translation>Laden Sie die Daten im Hauptprozess, um zu sehen, ob die Worker-Prozesse beteiligt sind.</translation>
    </message>
    <message>
        <source>No crash with num_workers=0 or with spawn.</source>
        <extracomment>experiment exp-segfault-workers-zero: supports</extracomment>
        <translation>Kein Absturz mit num_workers=0 oder mit spawn.</translation>
    </message>
    <message>
        <source>It crashes with num_workers=0 too.</source>
        <extracomment>experiment exp-segfault-workers-zero: refutes</extracomment>
        <translation>Es stürzt auch mit num_workers=0 ab.</translation>
    </message>
    <message>
        <source>Does it crash with num_workers=0?</source>
        <extracomment>experiment exp-segfault-workers-zero: form crash_workers0</extracomment>
        <translation>Stürzt es mit num_workers=0 ab?</translation>
    </message>
    <message>
        <source>Does it crash with the spawn start method?</source>
        <extracomment>experiment exp-segfault-workers-zero: form crash_spawn</extracomment>
        <translation>Stürzt es mit der Startmethode spawn ab?</translation>
    </message>
    <message>
        <source>Trace host memory over time and per worker</source>
        <extracomment>experiment exp-killed-memory-trace: title</extracomment>
        <translation>Hauptspeicher über die Zeit und pro Worker verfolgen</translation>
    </message>
    <message>
        <source>Record resident memory of the main process and its workers over a short run, with 0 and N workers.</source>
        <extracomment>experiment exp-killed-memory-trace: description</extracomment>
        <translation>Erfassen Sie in einem kurzen Lauf den residenten Speicher des Hauptprozesses und seiner Worker, mit 0 und mit N Workern.</translation>
    </message>
    <message>
        <source>The pattern named by the hypothesis: high from the start (cache), growing with workers (copy-on-access), growing per epoch (leak), float64 arrays.</source>
        <extracomment>experiment exp-killed-memory-trace: supports</extracomment>
        <translation>Das von der Hypothese genannte Muster: von Anfang an hoch (Cache), wächst mit den Workern (Copy-on-Access), wächst pro Epoche (Leck), float64-Arrays.</translation>
    </message>
    <message>
        <source>Memory stays far below the limit in all settings.</source>
        <extracomment>experiment exp-killed-memory-trace: refutes</extracomment>
        <translation>Der Speicher bleibt in allen Einstellungen weit unter dem Limit.</translation>
    </message>
    <message>
        <source>Peak GiB with num_workers=0</source>
        <extracomment>experiment exp-killed-memory-trace: form peak_gib_workers0</extracomment>
        <translation>Spitzenbedarf in GiB mit num_workers=0</translation>
    </message>
    <message>
        <source>Peak GiB with your num_workers</source>
        <extracomment>experiment exp-killed-memory-trace: form peak_gib_workersN</extracomment>
        <translation>Spitzenbedarf in GiB mit Ihrem num_workers</translation>
    </message>
    <message>
        <source>Does memory grow from epoch to epoch?</source>
        <extracomment>experiment exp-killed-memory-trace: form grows_per_epoch</extracomment>
        <translation>Wächst der Speicher von Epoche zu Epoche?</translation>
    </message>
    <message>
        <source>Data type of the arrays in the pipeline</source>
        <extracomment>experiment exp-killed-memory-trace: form dtype</extracomment>
        <translation>Datentyp der Arrays in der Pipeline</translation>
    </message>
    <message>
        <source>Read the failing file twice and compare checksums</source>
        <extracomment>experiment exp-reread-checksum: title</extracomment>
        <translation>Fehlschlagende Datei zweimal lesen und Prüfsummen vergleichen</translation>
    </message>
    <message>
        <source>Check whether the failure is stable.</source>
        <extracomment>experiment exp-reread-checksum: description</extracomment>
        <translation>Prüfen Sie, ob der Fehler reproduzierbar auftritt.</translation>
    </message>
    <message>
        <source>Checksums differ, or the local copy loads.</source>
        <extracomment>experiment exp-reread-checksum: supports</extracomment>
        <translation>Die Prüfsummen unterscheiden sich, oder die lokale Kopie lädt.</translation>
    </message>
    <message>
        <source>The same file fails every time, locally too.</source>
        <extracomment>experiment exp-reread-checksum: refutes</extracomment>
        <translation>Dieselbe Datei scheitert jedes Mal, auch lokal.</translation>
    </message>
    <message>
        <source>Are both checksums equal?</source>
        <extracomment>experiment exp-reread-checksum: form same_checksum</extracomment>
        <translation>Sind beide Prüfsummen gleich?</translation>
    </message>
    <message>
        <source>Does the local copy load?</source>
        <extracomment>experiment exp-reread-checksum: form loads_from_local</extracomment>
        <translation>Lädt die lokale Kopie?</translation>
    </message>
    <message>
        <source>Compare the image and mask geometry and contents</source>
        <extracomment>experiment exp-pair-geometry: title</extracomment>
        <translation>Geometrie und Inhalt von Bild und Maske vergleichen</translation>
    </message>
    <message>
        <source>Reads both headers and voxels, names the cause of a misalignment (axis flipped, axes transposed, origin offset, spacing scaled, half-voxel shift, LPS/RAS sign confusion, qform/sform swap, dimension or direction mismatch, identity affine), applies each candidate&apos;s inverse and measures the effect: Dice against a reference mask when one is given, otherwise how well the mask boundary follows the image edges.</source>
        <extracomment>experiment exp-pair-geometry: description</extracomment>
        <translation>Liest beide Header und die Voxel, benennt die Ursache einer Fehlausrichtung (Achse gespiegelt, Achsen vertauscht, Ursprung verschoben, Voxelabstand skaliert, Halbvoxel-Verschiebung, LPS/RAS-Vorzeichenverwechslung, qform/sform vertauscht, abweichende Dimensionen oder Richtungen, Identitäts-Affine), wendet die Umkehrung jedes Kandidaten an und misst die Wirkung: Dice gegen eine Referenzmaske, falls angegeben, sonst wie gut der Maskenrand den Kanten im Bild folgt.</translation>
    </message>
    <message>
        <source>A geometry finding names the cause and its inverse raises the overlap (Dice with the reference, or edge agreement with the image).</source>
        <extracomment>experiment exp-pair-geometry: supports</extracomment>
        <translation>Ein Geometrie-Befund benennt die Ursache, und ihre Umkehrung verbessert die Überlappung (Dice mit der Referenz oder Kantenübereinstimmung mit dem Bild).</translation>
    </message>
    <message>
        <source>Headers agree within tolerance and no candidate correction improves the overlap: the mask is in the image&apos;s frame, so the misplacement happened before the file was written.</source>
        <extracomment>experiment exp-pair-geometry: refutes</extracomment>
        <translation>Die Header stimmen innerhalb der Toleranz überein, und keine der möglichen Korrekturen verbessert die Überlappung: Die Maske liegt im Bezugssystem des Bildes, die Fehlplatzierung ist also entstanden, bevor die Datei geschrieben wurde.</translation>
    </message>
    <message>
        <source>The image (NIfTI, DICOM folder, NRRD, MetaImage)</source>
        <extracomment>experiment exp-pair-geometry: inputs image</extracomment>
        <translation>Das Bild (NIfTI, DICOM-Ordner, NRRD, MetaImage)</translation>
    </message>
    <message>
        <source>The mask or prediction that looks misplaced</source>
        <extracomment>experiment exp-pair-geometry: inputs mask</extracomment>
        <translation>Die Maske oder Vorhersage, die falsch platziert wirkt</translation>
    </message>
    <message>
        <source>A mask known to be correct for this image (optional; makes the proof a Dice score)</source>
        <extracomment>experiment exp-pair-geometry: inputs reference</extracomment>
        <translation>Eine für dieses Bild sicher korrekte Maske (optional; macht den Nachweis zu einem Dice-Wert)</translation>
    </message>
    <message>
        <source>Label forensics on the mask</source>
        <extracomment>experiment exp-labels: title</extracomment>
        <translation>Label-Forensik an der Maske</translation>
    </message>
    <message>
        <source>Checks the mask&apos;s values: non-integer labels, labels outside the expected set, 0/255 masks, in-between labels at borders (the mark of linear interpolation), an image saved as a label map, empty masks, masks cut by the volume border, probability maps out of [0, 1], channels that do not sum to 1, logits saved as probabilities, and an argmax that disagrees with the saved mask.</source>
        <extracomment>experiment exp-labels: description</extracomment>
        <translation>Prüft die Werte der Maske: nicht ganzzahlige Labels, Labels außerhalb der erwarteten Menge, 0/255-Masken, Zwischenlabels an Rändern (das Kennzeichen linearer Interpolation), ein als Labelkarte gespeichertes Bild, leere Masken, vom Volumenrand abgeschnittene Masken, Wahrscheinlichkeitskarten außerhalb von [0, 1], Kanäle, deren Summe nicht 1 ist, als Wahrscheinlichkeiten gespeicherte Logits und ein Argmax, das von der gespeicherten Maske abweicht.</translation>
    </message>
    <message>
        <source>A labels finding names what is wrong with the values, with counts and where.</source>
        <extracomment>experiment exp-labels: supports</extracomment>
        <translation>Ein Label-Befund benennt, was mit den Werten nicht stimmt, mit Anzahl und Ort.</translation>
    </message>
    <message>
        <source>Every voxel holds one of the expected integer labels and no border shows in-between values.</source>
        <extracomment>experiment exp-labels: refutes</extracomment>
        <translation>Jedes Voxel enthält eines der erwarteten ganzzahligen Labels, und kein Rand zeigt Zwischenwerte.</translation>
    </message>
    <message>
        <source>The mask, label map or probability map</source>
        <extracomment>experiment exp-labels: inputs mask</extracomment>
        <translation>Die Maske, Labelkarte oder Wahrscheinlichkeitskarte</translation>
    </message>
    <message>
        <source>The image it belongs to (optional; enables the image-as-labels and border checks)</source>
        <extracomment>experiment exp-labels: inputs image</extracomment>
        <translation>Das zugehörige Bild (optional; ermöglicht die Prüfungen auf Bild-als-Labels und Ränder)</translation>
    </message>
    <message>
        <source>Scan the dataset folder for files that fail to load</source>
        <extracomment>experiment exp-corrupt-scan: title</extracomment>
        <translation>Datensatzordner nach Dateien durchsuchen, die sich nicht laden lassen</translation>
    </message>
    <message>
        <source>Opens every file in the folder with ScanSleuth&apos;s readers and names each one that fails and why (truncated, zero-byte pixel data, invalid value representation, unsupported transfer syntax, header size larger than the file). This is the bisection over the dataset done for you, without a Python process that can crash.</source>
        <extracomment>experiment exp-corrupt-scan: description</extracomment>
        <translation>Öffnet jede Datei im Ordner mit den Readern von ScanSleuth und nennt jede, die scheitert, mit Grund (abgeschnitten, Pixeldaten mit null Byte, ungültige Value Representation, nicht unterstützte Transfer-Syntax, Header-Größe größer als die Datei). Das ist die Bisektion über den Datensatz, für Sie erledigt, ohne einen Python-Prozess, der abstürzen kann.</translation>
    </message>
    <message>
        <source>One or more files fail to load; each is named with the reason.</source>
        <extracomment>experiment exp-corrupt-scan: supports</extracomment>
        <translation>Eine oder mehrere Dateien lassen sich nicht laden; jede wird mit Grund genannt.</translation>
    </message>
    <message>
        <source>Every file loads and decodes: the failure is not caused by a damaged file (unless your own reader is stricter or weaker; the traceback of the crash tells which file it was reading).</source>
        <extracomment>experiment exp-corrupt-scan: refutes</extracomment>
        <translation>Jede Datei lässt sich laden und dekodieren: Der Fehler wird nicht durch eine beschädigte Datei verursacht (es sei denn, Ihr eigener Reader ist strenger oder schwächer; der Traceback des Absturzes zeigt, welche Datei er gerade gelesen hat).</translation>
    </message>
    <message>
        <source>The dataset folder (searched recursively)</source>
        <extracomment>experiment exp-corrupt-scan: inputs folder</extracomment>
        <translation>Der Datensatzordner (wird rekursiv durchsucht)</translation>
    </message>
    <message>
        <source>Scan volumes for NaN and infinite values</source>
        <extracomment>experiment exp-nan-scan: title</extracomment>
        <translation>Volumen nach NaN und unendlichen Werten durchsuchen</translation>
    </message>
    <message>
        <source>Counts NaN and infinite voxels in every volume of a folder (or in one image), with where they are and which files hold them.</source>
        <extracomment>experiment exp-nan-scan: description</extracomment>
        <translation>Zählt NaN- und unendliche Voxel in jedem Volume eines Ordners (oder in einem Bild), mit ihrer Lage und den Dateien, die sie enthalten.</translation>
    </message>
    <message>
        <source>Some volumes hold NaN or infinite voxels; the files and counts are listed.</source>
        <extracomment>experiment exp-nan-scan: supports</extracomment>
        <translation>Einige Volumen enthalten NaN- oder unendliche Voxel; Dateien und Anzahlen werden aufgelistet.</translation>
    </message>
    <message>
        <source>No NaN or infinite voxel in any volume: the NaN appears inside the pipeline (normalisation, loss, model).</source>
        <extracomment>experiment exp-nan-scan: refutes</extracomment>
        <translation>Kein NaN- oder unendliches Voxel in irgendeinem Volume: Das NaN entsteht innerhalb der Pipeline (Normalisierung, Loss, Modell).</translation>
    </message>
    <message>
        <source>A folder of volumes, or one image</source>
        <extracomment>experiment exp-nan-scan: inputs path</extracomment>
        <translation>Ein Ordner mit Volumen oder ein einzelnes Bild</translation>
    </message>
    <message>
        <source>Read the SLURM job&apos;s output, error and accounting</source>
        <extracomment>experiment exp-slurm-log: title</extracomment>
        <translation>Ausgabe, Fehlerausgabe und Accounting des SLURM-Jobs lesen</translation>
    </message>
    <message>
        <source>Reads the job&apos;s output and error files and pasted `sacct` text, and recognises TIMEOUT, OUT_OF_MEMORY, processes killed by the OOM killer, CUDA out-of-memory errors and NCCL errors, with the lines that show them.</source>
        <extracomment>experiment exp-slurm-log: description</extracomment>
        <translation>Liest die Ausgabe- und Fehlerdateien des Jobs sowie eingefügten `sacct`-Text und erkennt TIMEOUT, OUT_OF_MEMORY, vom OOM-Killer beendete Prozesse, CUDA-Out-of-Memory-Fehler und NCCL-Fehler, jeweils mit den Zeilen, die sie belegen.</translation>
    </message>
    <message>
        <source>A slurm finding names the state (TIMEOUT, OUT_OF_MEMORY, Killed, CUDA OOM, NCCL) with the evidence lines.</source>
        <extracomment>experiment exp-slurm-log: supports</extracomment>
        <translation>Ein SLURM-Befund benennt den Status (TIMEOUT, OUT_OF_MEMORY, Killed, CUDA OOM, NCCL) mit den belegenden Zeilen.</translation>
    </message>
    <message>
        <source>The logs show none of these failures: the job ended for another reason (read the last traceback).</source>
        <extracomment>experiment exp-slurm-log: refutes</extracomment>
        <translation>Die Logs zeigen keinen dieser Fehler: Der Job endete aus einem anderen Grund (lesen Sie den letzten Traceback).</translation>
    </message>
    <message>
        <source>The job&apos;s output file (slurm-JOBID.out)</source>
        <extracomment>experiment exp-slurm-log: inputs output</extracomment>
        <translation>Die Ausgabedatei des Jobs (slurm-JOBID.out)</translation>
    </message>
    <message>
        <source>The job&apos;s error file, if separate</source>
        <extracomment>experiment exp-slurm-log: inputs error</extracomment>
        <translation>Die Fehlerdatei des Jobs, falls getrennt</translation>
    </message>
    <message>
        <source>Text of `sacct -j JOBID --format=JobID,State,ExitCode,Elapsed,Timelimit,ReqMem,MaxRSS,ReqTRES`</source>
        <extracomment>experiment exp-slurm-log: inputs sacct</extracomment>
        <translation>Text von `sacct -j JOBID --format=JobID,State,ExitCode,Elapsed,Timelimit,ReqMem,MaxRSS,ReqTRES`</translation>
    </message>
    <message>
        <source>Classify the training curves</source>
        <extracomment>experiment exp-training-log: title</extracomment>
        <translation>Trainingskurven klassifizieren</translation>
    </message>
    <message>
        <source>Reads a training log (CSV with step or epoch, train loss, validation loss and metrics, as Lightning, Keras, MONAI or a hand-written logger write it) and classifies the curves: underfitting, overfitting, oscillation, plateau, NaN.</source>
        <extracomment>experiment exp-training-log: description</extracomment>
        <translation>Liest ein Trainingslog (CSV mit Schritt oder Epoche, Trainings-Loss, Validierungs-Loss und Metriken, wie Lightning, Keras, MONAI oder ein selbst geschriebener Logger es schreiben) und klassifiziert die Kurven: Underfitting, Overfitting, Oszillation, Plateau, NaN.</translation>
    </message>
    <message>
        <source>A training finding classifies the curves and says where (which step) the behaviour starts.</source>
        <extracomment>experiment exp-training-log: supports</extracomment>
        <translation>Ein Trainings-Befund klassifiziert die Kurven und gibt an, wo (bei welchem Schritt) das Verhalten beginnt.</translation>
    </message>
    <message>
        <source>The curves show none of the patterns this hypothesis predicts.</source>
        <extracomment>experiment exp-training-log: refutes</extracomment>
        <translation>Die Kurven zeigen keines der Muster, die diese Hypothese vorhersagt.</translation>
    </message>
    <message>
        <source>The training log as CSV</source>
        <extracomment>experiment exp-training-log: inputs csv</extracomment>
        <translation>Das Trainingslog als CSV</translation>
    </message>
    <message>
        <source>Audit the dataset splits</source>
        <extracomment>experiment exp-dataset-audit: title</extracomment>
        <translation>Datensatz-Splits prüfen</translation>
    </message>
    <message>
        <source>Run the model repeatedly on CPU and GPU</source>
        <extracomment>experiment exp-determinism: title</extracomment>
        <translation>Modell wiederholt auf CPU und GPU ausführen</translation>
    </message>
    <message>
        <source>Outputs differ between repeats or devices beyond the tolerance, or modules are in training mode.</source>
        <extracomment>experiment exp-determinism: supports</extracomment>
        <translation>Die Ausgaben unterscheiden sich zwischen Wiederholungen oder Geräten über die Toleranz hinaus, oder Module sind im Trainingsmodus.</translation>
    </message>
    <message>
        <source>Repeats and devices agree within the tolerance and every module is in eval mode.</source>
        <extracomment>experiment exp-determinism: refutes</extracomment>
        <translation>Wiederholungen und Geräte stimmen innerhalb der Toleranz überein, und jedes Modul ist im Eval-Modus.</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt)</source>
        <extracomment>experiment exp-determinism: inputs model
----------
experiment exp-model-parity: inputs model
----------
experiment exp-model-gradients: inputs model
----------
experiment exp-model-activations: inputs model</extracomment>
        <translation>Das TorchScript-Modell (.pt)</translation>
    </message>
    <message>
        <source>An input volume</source>
        <extracomment>experiment exp-model-activations: inputs image</extracomment>
        <translation>Ein Eingabe-Volume</translation>
    </message>
    <message>
        <source>Compare two runs case by case</source>
        <extracomment>experiment exp-run-comparison: title</extracomment>
        <translation>Zwei Läufe Fall für Fall vergleichen</translation>
    </message>
    <message>
        <source>The mask is shifted, flipped or rotated against the image</source>
        <extracomment>symptom mask-misaligned: title</extracomment>
        <translation>Die Maske ist gegenüber dem Bild verschoben, gespiegelt oder gedreht</translation>
    </message>
    <message>
        <source>Overlaid on the image, the mask (or a prediction) sits in the wrong place: mirrored left-right, upside down, shifted by some millimetres, stretched, or on the wrong slices. Dice is low although the shape looks right.</source>
        <extracomment>symptom mask-misaligned: description</extracomment>
        <translation>Über dem Bild liegt die Maske (oder eine Vorhersage) an der falschen Stelle: links-rechts gespiegelt, auf dem Kopf, um einige Millimeter verschoben, gestreckt oder auf den falschen Schichten. Der Dice ist niedrig, obwohl die Form richtig aussieht.</translation>
    </message>
    <message>
        <source>The mask has blurred borders or in-between labels</source>
        <extracomment>symptom mask-smoothed: title</extracomment>
        <translation>Die Maske hat verschwommene Ränder oder Zwischenlabels</translation>
    </message>
    <message>
        <source>The mask looks smoothed, its borders hold values between the labels (a 3 between 2 and 4, 0.5 at the edge of a binary mask), or the number of distinct values is far more than the number of classes.</source>
        <extracomment>symptom mask-smoothed: description</extracomment>
        <translation>Die Maske wirkt geglättet, ihre Ränder enthalten Werte zwischen den Labels (eine 3 zwischen 2 und 4, 0.5 am Rand einer binären Maske), oder die Zahl unterschiedlicher Werte ist weit größer als die Zahl der Klassen.</translation>
    </message>
    <message>
        <source>The mask holds unexpected values or is empty</source>
        <extracomment>symptom mask-unexpected-values: title</extracomment>
        <translation>Die Maske enthält unerwartete Werte oder ist leer</translation>
    </message>
    <message>
        <source>The loss ignores the mask, Dice stays near 0, or the label set is not what the code expects: 0/255 instead of 0/1, labels missing or extra, an empty mask, a probability map or logits where labels were expected.</source>
        <extracomment>symptom mask-unexpected-values: description</extracomment>
        <translation>Der Loss ignoriert die Maske, der Dice bleibt nahe 0, oder die Label-Menge entspricht nicht der Erwartung des Codes: 0/255 statt 0/1, fehlende oder zusätzliche Labels, eine leere Maske, eine Wahrscheinlichkeitskarte oder Logits, wo Labels erwartet wurden.</translation>
    </message>
    <message>
        <source>The mask was written in a different frame (axis flip, LPS/RAS sign, qform/sform)</source>
        <extracomment>hypothesis mask-frame-mismatch: title</extracomment>
        <translation>Die Maske wurde in einem anderen Bezugssystem geschrieben (Achse gespiegelt, LPS/RAS-Vorzeichen, qform/sform)</translation>
    </message>
    <message>
        <source>Image and mask voxels agree, but the headers map them to different places: one axis flipped (often left-right), the LPS/RAS sign convention mixed up (DICOM and ITK use LPS, NIfTI stores RAS), or one tool read the qform where another read the sform. Each reader then puts the mask somewhere else; converting with one library and saving with another is the usual origin.</source>
        <extracomment>hypothesis mask-frame-mismatch: explanation</extracomment>
        <translation>Die Voxel von Bild und Maske stimmen überein, aber die Header bilden sie auf verschiedene Orte ab: eine Achse gespiegelt (oft links-rechts), die LPS/RAS-Vorzeichenkonvention verwechselt (DICOM und ITK verwenden LPS, NIfTI speichert RAS), oder ein Werkzeug hat die qform gelesen, ein anderes die sform. Jeder Reader setzt die Maske dann woanders hin; typische Ursache ist, mit einer Bibliothek zu konvertieren und mit einer anderen zu speichern.</translation>
    </message>
    <message>
        <source>A finding such as geometry.axis_flip or geometry.lps_ras_confusion names the axis, and undoing it raises the Dice with the reference (or the edge agreement) clearly.</source>
        <extracomment>hypothesis mask-frame-mismatch: supports</extracomment>
        <translation>Ein Befund wie geometry.axis_flip oder geometry.lps_ras_confusion nennt die Achse, und das Rückgängigmachen erhöht den Dice mit der Referenz (oder die Kantenübereinstimmung) deutlich.</translation>
    </message>
    <message>
        <source>Both headers map voxels to the same world positions within tolerance and no flip improves the overlap.</source>
        <extracomment>hypothesis mask-frame-mismatch: refutes</extracomment>
        <translation>Beide Header bilden die Voxel innerhalb der Toleranz auf dieselben Weltpositionen ab, und keine Spiegelung verbessert die Überlappung.</translation>
    </message>
    <message>
        <source>Resample the mask onto the image grid with nearest neighbour in world space (e.g. `sitk.Resample(mask, image, sitk.Transform(), sitk.sitkNearestNeighbor)`) rather than copying arrays.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>Resamplen Sie die Maske im Weltkoordinatensystem mit Nearest Neighbour auf das Bildgitter (z. B. `sitk.Resample(mask, image, sitk.Transform(), sitk.sitkNearestNeighbor)`), statt Arrays zu kopieren.</translation>
    </message>
    <message>
        <source>Write the mask with the image&apos;s header: `nib.Nifti1Image(mask_array, img.affine, img.header)` or `mask.CopyInformation(image)` in SimpleITK.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>Schreiben Sie die Maske mit dem Header des Bildes: `nib.Nifti1Image(mask_array, img.affine, img.header)` oder in SimpleITK `mask.CopyInformation(image)`.</translation>
    </message>
    <message>
        <source>Load and save image and mask with the same library; do not mix nibabel arrays with SimpleITK headers.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>Laden und speichern Sie Bild und Maske mit derselben Bibliothek; mischen Sie keine nibabel-Arrays mit SimpleITK-Headern.</translation>
    </message>
    <message>
        <source>Compare the qform and sform of both files (`scansleuth-cli info FILE --json`, or `fslhd`); set sform_code/qform_code consistently.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>Vergleichen Sie qform und sform beider Dateien (`scansleuth-cli info FILE --json` oder `fslhd`); setzen Sie sform_code/qform_code einheitlich.</translation>
    </message>
    <message>
        <source>Trace the mask through each step of the pipeline and save it after every step to find where it leaves the image frame.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>Verfolgen Sie die Maske durch jeden Schritt der Pipeline und speichern Sie sie nach jedem Schritt, um zu finden, wo sie das Bezugssystem des Bildes verlässt.</translation>
    </message>
    <message>
        <source>Check whether your converter (dcm2niix, plastimatch, a DICOM-SEG/RTSTRUCT tool) flips the slice order for this series.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>Prüfen Sie, ob Ihr Konverter (dcm2niix, plastimatch, ein DICOM-SEG/RTSTRUCT-Werkzeug) bei dieser Serie die Schichtreihenfolge umkehrt.</translation>
    </message>
    <message>
        <source>The mask array was transposed (numpy z,y,x versus x,y,z)</source>
        <extracomment>hypothesis mask-axes-transposed: title</extracomment>
        <translation>Die Achsen des Masken-Arrays wurden vertauscht (numpy z,y,x gegenüber x,y,z)</translation>
    </message>
    <message>
        <source>SimpleITK&apos;s GetArrayFromImage returns arrays indexed [z, y, x] while nibabel&apos;s are [x, y, z]. Passing an array from one to the other without transposing swaps the axes: the mask looks rotated or mirrored on a diagonal, and for non-cubic volumes the dimensions disagree.</source>
        <extracomment>hypothesis mask-axes-transposed: explanation</extracomment>
        <translation>GetArrayFromImage von SimpleITK liefert Arrays mit Indexreihenfolge [z, y, x], nibabel dagegen [x, y, z]. Wird ein Array ohne Transponieren von der einen an die andere Bibliothek übergeben, sind die Achsen vertauscht: Die Maske wirkt gedreht oder an einer Diagonale gespiegelt, und bei nicht würfelförmigen Volumen stimmen die Dimensionen nicht überein.</translation>
    </message>
    <message>
        <source>geometry.axes_transposed names the axis order, or geometry.dimension_mismatch shows permuted dimensions, and the permutation restores the overlap.</source>
        <extracomment>hypothesis mask-axes-transposed: supports</extracomment>
        <translation>geometry.axes_transposed nennt die Achsenreihenfolge, oder geometry.dimension_mismatch zeigt permutierte Dimensionen, und die Permutation stellt die Überlappung wieder her.</translation>
    </message>
    <message>
        <source>Dimensions match in the same order and no permutation improves the overlap.</source>
        <extracomment>hypothesis mask-axes-transposed: refutes</extracomment>
        <translation>Die Dimensionen stimmen in derselben Reihenfolge überein, und keine Permutation verbessert die Überlappung.</translation>
    </message>
    <message>
        <source>Use `sitk.GetImageFromArray(arr)` only with arrays from `sitk.GetArrayFromImage`; with nibabel arrays transpose with `arr.transpose(2, 1, 0)` first.</source>
        <extracomment>hypothesis mask-axes-transposed: quick_wins</extracomment>
        <translation>Verwenden Sie `sitk.GetImageFromArray(arr)` nur mit Arrays aus `sitk.GetArrayFromImage`; nibabel-Arrays transponieren Sie vorher mit `arr.transpose(2, 1, 0)`.</translation>
    </message>
    <message>
        <source>Assert `mask.shape == image.shape` in the loader, after any transpose.</source>
        <extracomment>hypothesis mask-axes-transposed: quick_wins</extracomment>
        <translation>Prüfen Sie im Loader nach jedem Transponieren per Assertion `mask.shape == image.shape`.</translation>
    </message>
    <message>
        <source>Print the shape of the array at every conversion between libraries.</source>
        <extracomment>hypothesis mask-axes-transposed: escalation</extracomment>
        <translation>Geben Sie bei jeder Konvertierung zwischen Bibliotheken die Form (Shape) des Arrays aus.</translation>
    </message>
    <message>
        <source>Save a test volume with a distinct size on each axis (e.g. 10x20x30) through the pipeline to see which axes move.</source>
        <extracomment>hypothesis mask-axes-transposed: escalation</extracomment>
        <translation>Schicken Sie ein Test-Volume mit unterschiedlicher Größe je Achse (z. B. 10x20x30) durch die Pipeline, um zu sehen, welche Achsen vertauscht werden.</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is offset (crop, padding or half-voxel convention)</source>
        <extracomment>hypothesis mask-origin-offset: title</extracomment>
        <translation>Der Ursprung der Maske ist verschoben (Zuschnitt, Padding oder Halbvoxel-Konvention)</translation>
    </message>
    <message>
        <source>The mask was cropped or padded but saved with the full image&apos;s origin (or the reverse), or one tool puts the origin at the voxel corner and the other at its centre, which gives a half-voxel shift. The mask is then displaced by a constant vector.</source>
        <extracomment>hypothesis mask-origin-offset: explanation</extracomment>
        <translation>Die Maske wurde zugeschnitten oder aufgefüllt, aber mit dem Ursprung des vollständigen Bildes gespeichert (oder umgekehrt), oder ein Werkzeug legt den Ursprung in die Ecke des Voxels, das andere in seine Mitte, was eine Verschiebung um ein halbes Voxel ergibt. Die Maske ist dann um einen konstanten Vektor versetzt.</translation>
    </message>
    <message>
        <source>geometry.origin_offset or geometry.half_voxel_shift with the offset in mm and voxels, and translating back restores the overlap.</source>
        <extracomment>hypothesis mask-origin-offset: supports</extracomment>
        <translation>geometry.origin_offset oder geometry.half_voxel_shift mit dem Versatz in mm und Voxeln, und das Zurückverschieben stellt die Überlappung wieder her.</translation>
    </message>
    <message>
        <source>Origins agree within tolerance and no translation improves the overlap.</source>
        <extracomment>hypothesis mask-origin-offset: refutes</extracomment>
        <translation>Die Ursprünge stimmen innerhalb der Toleranz überein, und keine Verschiebung verbessert die Überlappung.</translation>
    </message>
    <message>
        <source>After cropping, update the origin: new_origin = old_origin + direction @ (start_index * spacing).</source>
        <extracomment>hypothesis mask-origin-offset: quick_wins</extracomment>
        <translation>Aktualisieren Sie nach dem Zuschneiden den Ursprung: new_origin = old_origin + direction @ (start_index * spacing).</translation>
    </message>
    <message>
        <source>Let the library crop (`sitk.RegionOfInterest`, `img.slicer[...]` in nibabel): both update the origin.</source>
        <extracomment>hypothesis mask-origin-offset: quick_wins</extracomment>
        <translation>Lassen Sie die Bibliothek zuschneiden (`sitk.RegionOfInterest`, in nibabel `img.slicer[...]`): Beide aktualisieren den Ursprung.</translation>
    </message>
    <message>
        <source>Check whether a resampling step uses align_corners (PyTorch `F.interpolate`, `affine_grid`) differently from the preprocessing.</source>
        <extracomment>hypothesis mask-origin-offset: escalation</extracomment>
        <translation>Prüfen Sie, ob ein Resampling-Schritt align_corners (PyTorch `F.interpolate`, `affine_grid`) anders verwendet als die Vorverarbeitung.</translation>
    </message>
    <message>
        <source>Compare the world position of one landmark in image and mask.</source>
        <extracomment>hypothesis mask-origin-offset: escalation</extracomment>
        <translation>Vergleichen Sie die Weltposition einer Landmarke in Bild und Maske.</translation>
    </message>
    <message>
        <source>The mask was written with an identity affine</source>
        <extracomment>hypothesis mask-identity-affine: title</extracomment>
        <translation>Die Maske wurde mit einer Identitäts-Affine geschrieben</translation>
    </message>
    <message>
        <source>A mask saved from numpy with `np.eye(4)` (or with a default SimpleITK image) has 1 mm spacing, origin 0 and identity directions. Tools that respect world coordinates then place it far from the image, and tools that compare arrays see nothing wrong.</source>
        <extracomment>hypothesis mask-identity-affine: explanation</extracomment>
        <translation>Eine aus NumPy mit `np.eye(4)` (oder mit einem Standard-SimpleITK-Bild) gespeicherte Maske hat 1 mm Voxelabstand, Ursprung 0 und Einheitsrichtungen. Werkzeuge, die Weltkoordinaten beachten, platzieren sie dann weit vom Bild entfernt, und Werkzeuge, die Arrays vergleichen, sehen keinen Fehler.</translation>
    </message>
    <message>
        <source>geometry.identity_affine names the mask as written with an identity affine while the image has a real one.</source>
        <extracomment>hypothesis mask-identity-affine: supports</extracomment>
        <translation>geometry.identity_affine meldet, dass die Maske mit einer Identitäts-Affine geschrieben wurde, während das Bild eine echte hat.</translation>
    </message>
    <message>
        <source>The mask&apos;s affine is not the identity.</source>
        <extracomment>hypothesis mask-identity-affine: refutes</extracomment>
        <translation>Die Affine der Maske ist nicht die Identität.</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine and header: `nib.save(nib.Nifti1Image(mask, img.affine, img.header), path)`.</source>
        <extracomment>hypothesis mask-identity-affine: quick_wins</extracomment>
        <translation>Speichern Sie die Maske mit Affine und Header des Bildes: `nib.save(nib.Nifti1Image(mask, img.affine, img.header), path)`.</translation>
    </message>
    <message>
        <source>In SimpleITK, call `mask.CopyInformation(image)` before writing.</source>
        <extracomment>hypothesis mask-identity-affine: quick_wins</extracomment>
        <translation>Rufen Sie in SimpleITK vor dem Schreiben `mask.CopyInformation(image)` auf.</translation>
    </message>
    <message>
        <source>Find every place the pipeline writes volumes and check which affine each passes.</source>
        <extracomment>hypothesis mask-identity-affine: escalation</extracomment>
        <translation>Suchen Sie jede Stelle, an der die Pipeline Volumen schreibt, und prüfen Sie, welche Affine dort jeweils übergeben wird.</translation>
    </message>
    <message>
        <source>The mask&apos;s spacing is scaled (resampled without updating the header)</source>
        <extracomment>hypothesis mask-spacing-scaled: title</extracomment>
        <translation>Der Voxelabstand der Maske ist skaliert (Resampling ohne Anpassung des Headers)</translation>
    </message>
    <message>
        <source>The mask was resampled (for example to 1 mm isotropic for training) and saved with the original spacing, or the reverse. It then looks stretched or shrunk about the origin.</source>
        <extracomment>hypothesis mask-spacing-scaled: explanation</extracomment>
        <translation>Die Maske wurde resampelt (zum Beispiel für das Training auf 1 mm isotrop) und mit dem ursprünglichen Voxelabstand gespeichert, oder umgekehrt. Sie wirkt dann um den Ursprung gestreckt oder gestaucht.</translation>
    </message>
    <message>
        <source>geometry.spacing_scaled with the scale factor per axis, and rescaling restores the overlap.</source>
        <extracomment>hypothesis mask-spacing-scaled: supports</extracomment>
        <translation>geometry.spacing_scaled mit dem Skalierungsfaktor je Achse, und das Zurückskalieren stellt die Überlappung wieder her.</translation>
    </message>
    <message>
        <source>Spacings agree within tolerance.</source>
        <extracomment>hypothesis mask-spacing-scaled: refutes</extracomment>
        <translation>Die Voxelabstände stimmen innerhalb der Toleranz überein.</translation>
    </message>
    <message>
        <source>Resample predictions back to the original image grid before saving (nearest neighbour for labels).</source>
        <extracomment>hypothesis mask-spacing-scaled: quick_wins</extracomment>
        <translation>Resamplen Sie Vorhersagen vor dem Speichern zurück auf das ursprüngliche Bildgitter (für Labels mit Nearest Neighbour).</translation>
    </message>
    <message>
        <source>Store the preprocessing spacing next to each case and invert it explicitly.</source>
        <extracomment>hypothesis mask-spacing-scaled: quick_wins</extracomment>
        <translation>Speichern Sie den Voxelabstand der Vorverarbeitung zu jedem Fall und kehren Sie ihn explizit um.</translation>
    </message>
    <message>
        <source>Compare the mask&apos;s extent in mm with the organ&apos;s expected size.</source>
        <extracomment>hypothesis mask-spacing-scaled: escalation</extracomment>
        <translation>Vergleichen Sie die Ausdehnung der Maske in mm mit der erwarteten Größe des Organs.</translation>
    </message>
    <message>
        <source>The files agree; the viewer or reader uses another convention</source>
        <extracomment>hypothesis mask-viewer-convention: title</extracomment>
        <translation>Die Dateien stimmen überein; der Viewer oder Reader verwendet eine andere Konvention</translation>
    </message>
    <message>
        <source>Some tools read the qform and others the sform, some ignore the affine, some display in radiological and others in neurological convention. The files can be consistent while one viewer shows them misaligned.</source>
        <extracomment>hypothesis mask-viewer-convention: explanation</extracomment>
        <translation>Manche Werkzeuge lesen die qform, andere die sform, manche ignorieren die Affine, manche zeigen in radiologischer, andere in neurologischer Konvention an. Die Dateien können konsistent sein, während ein Viewer sie falsch ausgerichtet zeigt.</translation>
    </message>
    <message>
        <source>ScanSleuth (world space) shows the mask in place while the other viewer does not, or the two forms of the NIfTI header disagree so tools differ.</source>
        <extracomment>hypothesis mask-viewer-convention: supports</extracomment>
        <translation>ScanSleuth (Weltkoordinaten) zeigt die Maske an der richtigen Stelle, der andere Viewer nicht, oder die beiden Formen des NIfTI-Headers widersprechen sich, sodass sich Werkzeuge unterschiedlich verhalten.</translation>
    </message>
    <message>
        <source>The misalignment shows in ScanSleuth&apos;s world-space views too.</source>
        <extracomment>hypothesis mask-viewer-convention: refutes</extracomment>
        <translation>Die Fehlausrichtung zeigt sich auch in den Weltkoordinaten-Ansichten von ScanSleuth.</translation>
    </message>
    <message>
        <source>Open image and mask in ScanSleuth or ITK-SNAP, which place both in world space.</source>
        <extracomment>hypothesis mask-viewer-convention: quick_wins</extracomment>
        <translation>Öffnen Sie Bild und Maske in ScanSleuth oder ITK-SNAP, die beide im Weltkoordinatensystem platzieren.</translation>
    </message>
    <message>
        <source>Set the qform and sform of both files to the same matrix.</source>
        <extracomment>hypothesis mask-viewer-convention: quick_wins</extracomment>
        <translation>Setzen Sie qform und sform beider Dateien auf dieselbe Matrix.</translation>
    </message>
    <message>
        <source>Read ScanSleuth&apos;s &apos;what other tools would do&apos; table for the file and choose the form your tools agree on.</source>
        <extracomment>hypothesis mask-viewer-convention: escalation</extracomment>
        <translation>Lesen Sie in ScanSleuth die Tabelle &apos;was andere Werkzeuge tun würden&apos; für die Datei und wählen Sie die Form, auf die sich Ihre Werkzeuge einigen.</translation>
    </message>
    <message>
        <source>The mask was resampled with linear (or spline) interpolation</source>
        <extracomment>hypothesis mask-linear-interpolation: title</extracomment>
        <translation>Die Maske wurde mit linearer (oder Spline-)Interpolation resampelt</translation>
    </message>
    <message>
        <source>Resampling a label map with linear, cubic or B-spline interpolation averages neighbouring labels: a 3 appears between 2 and 4, 0.5 at the edge of a binary mask, and rounding moves the borders. Label maps must be resampled with nearest neighbour (or per-label with a one-hot average and argmax).</source>
        <extracomment>hypothesis mask-linear-interpolation: explanation</extracomment>
        <translation>Beim Resampling einer Labelkarte mit linearer, kubischer oder B-Spline-Interpolation werden benachbarte Labels gemittelt: Zwischen 2 und 4 erscheint eine 3, am Rand einer binären Maske 0.5, und das Runden verschiebt die Ränder. Labelkarten müssen mit Nearest Neighbour resampelt werden (oder pro Label über ein One-Hot-Mittel und Argmax).</translation>
    </message>
    <message>
        <source>labels.interpolated_borders (in-between labels at the boundary between two labels) or labels.non_integer on a mask.</source>
        <extracomment>hypothesis mask-linear-interpolation: supports</extracomment>
        <translation>labels.interpolated_borders (Zwischenlabels an der Grenze zwischen zwei Labels) oder labels.non_integer bei einer Maske.</translation>
    </message>
    <message>
        <source>Every voxel holds an expected integer label and no border shows in-between values.</source>
        <extracomment>hypothesis mask-linear-interpolation: refutes</extracomment>
        <translation>Jedes Voxel enthält ein erwartetes ganzzahliges Label, und kein Rand zeigt Zwischenwerte.</translation>
    </message>
    <message>
        <source>Resample masks with nearest neighbour: `sitk.sitkNearestNeighbor`, `order=0` in scipy.ndimage.zoom, `mode=&apos;nearest&apos;` in torch.nn.functional.interpolate, `InterpolationMode.NEAREST` in torchvision.</source>
        <extracomment>hypothesis mask-linear-interpolation: quick_wins</extracomment>
        <translation>Resamplen Sie Masken mit Nearest Neighbour: `sitk.sitkNearestNeighbor`, `order=0` in scipy.ndimage.zoom, `mode=&apos;nearest&apos;` in torch.nn.functional.interpolate, `InterpolationMode.NEAREST` in torchvision.</translation>
    </message>
    <message>
        <source>In MONAI, pass `mode=(&apos;bilinear&apos;, &apos;nearest&apos;)` to Spacingd/Resized for (image, label) keys.</source>
        <extracomment>hypothesis mask-linear-interpolation: quick_wins</extracomment>
        <translation>Übergeben Sie in MONAI `mode=(&apos;bilinear&apos;, &apos;nearest&apos;)` an Spacingd/Resized für die Keys (image, label).</translation>
    </message>
    <message>
        <source>For smooth downsampling, resample a one-hot encoding linearly and take the argmax.</source>
        <extracomment>hypothesis mask-linear-interpolation: escalation</extracomment>
        <translation>Für glattes Downsampling resamplen Sie eine One-Hot-Kodierung linear und nehmen das Argmax.</translation>
    </message>
    <message>
        <source>Check every augmentation (rotation, elastic deformation, zoom) for the interpolation order it uses on labels.</source>
        <extracomment>hypothesis mask-linear-interpolation: escalation</extracomment>
        <translation>Prüfen Sie bei jeder Augmentierung (Rotation, elastische Deformation, Zoom), welche Interpolationsordnung sie für Labels verwendet.</translation>
    </message>
    <message>
        <source>A probability map or soft prediction was saved as the mask</source>
        <extracomment>hypothesis mask-saved-probabilities: title</extracomment>
        <translation>Eine Wahrscheinlichkeitskarte oder weiche Vorhersage wurde als Maske gespeichert</translation>
    </message>
    <message>
        <source>The network&apos;s softmax or sigmoid output was saved instead of its argmax or thresholded result, so borders hold probabilities.</source>
        <extracomment>hypothesis mask-saved-probabilities: explanation</extracomment>
        <translation>Statt des Argmax oder des mit Schwellenwert binarisierten Ergebnisses wurde die Softmax- oder Sigmoid-Ausgabe des Netzes gespeichert, sodass die Ränder Wahrscheinlichkeiten enthalten.</translation>
    </message>
    <message>
        <source>labels.non_integer with values in [0, 1], labels.argmax_disagrees or labels.logits_as_probabilities.</source>
        <extracomment>hypothesis mask-saved-probabilities: supports</extracomment>
        <translation>labels.non_integer mit Werten in [0, 1], labels.argmax_disagrees oder labels.logits_as_probabilities.</translation>
    </message>
    <message>
        <source>The file holds integer labels only.</source>
        <extracomment>hypothesis mask-saved-probabilities: refutes
----------
hypothesis mask-logits-or-probabilities: refutes</extracomment>
        <translation>Die Datei enthält nur ganzzahlige Labels.</translation>
    </message>
    <message>
        <source>Save `probs.argmax(dim=channel)` (multi-class) or `probs &gt; 0.5` (binary) as an integer type (uint8).</source>
        <extracomment>hypothesis mask-saved-probabilities: quick_wins</extracomment>
        <translation>Speichern Sie `probs.argmax(dim=channel)` (mehrere Klassen) oder `probs &gt; 0.5` (binär) als Ganzzahltyp (uint8).</translation>
    </message>
    <message>
        <source>Save probability maps under a different name and data type from masks.</source>
        <extracomment>hypothesis mask-saved-probabilities: quick_wins</extracomment>
        <translation>Speichern Sie Wahrscheinlichkeitskarten unter einem anderen Namen und mit einem anderen Datentyp als Masken.</translation>
    </message>
    <message>
        <source>Check the post-processing step that writes predictions (AsDiscrete in MONAI, nnU-Net&apos;s export).</source>
        <extracomment>hypothesis mask-saved-probabilities: escalation</extracomment>
        <translation>Prüfen Sie den Nachverarbeitungsschritt, der die Vorhersagen schreibt (AsDiscrete in MONAI, den Export von nnU-Net).</translation>
    </message>
    <message>
        <source>The mask went through lossy compression or an anti-aliased resize</source>
        <extracomment>hypothesis mask-lossy-compression: title</extracomment>
        <translation>Die Maske wurde verlustbehaftet komprimiert oder mit Anti-Aliasing skaliert</translation>
    </message>
    <message>
        <source>Saving a mask as JPEG, as lossy JPEG 2000 DICOM, or resizing it with an image library&apos;s default (anti-aliased) filter creates values near the labels.</source>
        <extracomment>hypothesis mask-lossy-compression: explanation</extracomment>
        <translation>Wird eine Maske als JPEG oder als verlustbehaftetes JPEG-2000-DICOM gespeichert oder mit dem Standardfilter (mit Anti-Aliasing) einer Bildbibliothek skaliert, entstehen Werte in der Nähe der Labels.</translation>
    </message>
    <message>
        <source>labels.unexpected_values or labels.non_integer near borders without a regular in-between pattern.</source>
        <extracomment>hypothesis mask-lossy-compression: supports</extracomment>
        <translation>labels.unexpected_values oder labels.non_integer in Randnähe, ohne regelmäßiges Muster von Zwischenwerten.</translation>
    </message>
    <message>
        <source>Only expected labels are present.</source>
        <extracomment>hypothesis mask-lossy-compression: refutes</extracomment>
        <translation>Es sind nur erwartete Labels vorhanden.</translation>
    </message>
    <message>
        <source>Store masks as PNG, NIfTI or NRRD (lossless).</source>
        <extracomment>hypothesis mask-lossy-compression: quick_wins</extracomment>
        <translation>Speichern Sie Masken als PNG, NIfTI oder NRRD (verlustfrei).</translation>
    </message>
    <message>
        <source>Resize 2-D masks with `Image.NEAREST` (PIL) or `cv2.INTER_NEAREST`.</source>
        <extracomment>hypothesis mask-lossy-compression: quick_wins</extracomment>
        <translation>Skalieren Sie 2-D-Masken mit `Image.NEAREST` (PIL) oder `cv2.INTER_NEAREST`.</translation>
    </message>
    <message>
        <source>Check the transfer syntax of DICOM-SEG or label DICOM files (`scansleuth-cli info`).</source>
        <extracomment>hypothesis mask-lossy-compression: escalation</extracomment>
        <translation>Prüfen Sie die Transfer-Syntax von DICOM-SEG- oder Label-DICOM-Dateien (`scansleuth-cli info`).</translation>
    </message>
    <message>
        <source>Only the display is smoothed; the file is fine</source>
        <extracomment>hypothesis mask-display-interpolation: title</extracomment>
        <translation>Nur die Anzeige ist geglättet; die Datei ist in Ordnung</translation>
    </message>
    <message>
        <source>Viewers interpolate when they zoom, and 3-D surfaces are smoothed. The file may hold clean labels.</source>
        <extracomment>hypothesis mask-display-interpolation: explanation</extracomment>
        <translation>Viewer interpolieren beim Zoomen, und 3-D-Oberflächen werden geglättet. Die Datei kann saubere Labels enthalten.</translation>
    </message>
    <message>
        <source>The label check finds only expected labels and the smoothing disappears with nearest-neighbour display.</source>
        <extracomment>hypothesis mask-display-interpolation: supports</extracomment>
        <translation>Die Label-Prüfung findet nur erwartete Labels, und die Glättung verschwindet bei Nearest-Neighbour-Anzeige.</translation>
    </message>
    <message>
        <source>The label check finds in-between values.</source>
        <extracomment>hypothesis mask-display-interpolation: refutes</extracomment>
        <translation>Die Label-Prüfung findet Zwischenwerte.</translation>
    </message>
    <message>
        <source>Switch the viewer to nearest-neighbour display and look again.</source>
        <extracomment>hypothesis mask-display-interpolation: quick_wins</extracomment>
        <translation>Stellen Sie den Viewer auf Nearest-Neighbour-Anzeige um und sehen Sie erneut hin.</translation>
    </message>
    <message>
        <source>Print the unique values of the file: `np.unique(nib.load(path).get_fdata())`.</source>
        <extracomment>hypothesis mask-display-interpolation: escalation</extracomment>
        <translation>Geben Sie die eindeutigen Werte der Datei aus: `np.unique(nib.load(path).get_fdata())`.</translation>
    </message>
    <message>
        <source>The binary mask is stored as 0/255</source>
        <extracomment>hypothesis mask-0-255: title</extracomment>
        <translation>Die binäre Maske ist als 0/255 gespeichert</translation>
    </message>
    <message>
        <source>Masks exported from image editors, PNG pipelines or some annotation tools store the foreground as 255. A cross-entropy loss with 2 classes then sees an invalid class (or ignore_index 255 in some frameworks, which silently drops the foreground), and Dice on 0/1 predictions is 0.</source>
        <extracomment>hypothesis mask-0-255: explanation</extracomment>
        <translation>Masken, die aus Bildbearbeitungsprogrammen, PNG-Pipelines oder manchen Annotationswerkzeugen exportiert wurden, speichern den Vordergrund als 255. Ein Cross-Entropy-Loss mit 2 Klassen sieht dann eine ungültige Klasse (oder in manchen Frameworks ignore_index 255, wodurch der Vordergrund stillschweigend wegfällt), und Dice ist bei 0/1-Vorhersagen 0.</translation>
    </message>
    <message>
        <source>labels.binary_0_255.</source>
        <extracomment>hypothesis mask-0-255: supports</extracomment>
        <translation>labels.binary_0_255.</translation>
    </message>
    <message>
        <source>The foreground label is 1 (or the expected label).</source>
        <extracomment>hypothesis mask-0-255: refutes</extracomment>
        <translation>Das Vordergrund-Label ist 1 (bzw. das erwartete Label).</translation>
    </message>
    <message>
        <source>Convert once: `mask = (mask &gt; 0).astype(np.uint8)`.</source>
        <extracomment>hypothesis mask-0-255: quick_wins</extracomment>
        <translation>Einmalig konvertieren: `mask = (mask &gt; 0).astype(np.uint8)`.</translation>
    </message>
    <message>
        <source>Assert the label set in the dataset: `assert set(np.unique(mask)) &lt;= {0, 1}`.</source>
        <extracomment>hypothesis mask-0-255: quick_wins</extracomment>
        <translation>Prüfen Sie die Label-Menge im Datensatz per Assertion: `assert set(np.unique(mask)) &lt;= {0, 1}`.</translation>
    </message>
    <message>
        <source>Check the loss&apos;s ignore_index and the number of classes it expects.</source>
        <extracomment>hypothesis mask-0-255: escalation</extracomment>
        <translation>Prüfen Sie den ignore_index des Loss und die Anzahl der Klassen, die er erwartet.</translation>
    </message>
    <message>
        <source>Labels outside the expected set (a remap is missing)</source>
        <extracomment>hypothesis mask-label-set: title</extracomment>
        <translation>Labels außerhalb der erwarteten Menge (ein Remapping fehlt)</translation>
    </message>
    <message>
        <source>Datasets number their classes differently (BraTS uses 0, 1, 2, 4; some atlases use hundreds of ids). Without a remap, classes are missing, merged, or out of range for the loss.</source>
        <extracomment>hypothesis mask-label-set: explanation</extracomment>
        <translation>Datensätze nummerieren ihre Klassen unterschiedlich (BraTS verwendet 0, 1, 2, 4; manche Atlanten verwenden Hunderte von IDs). Ohne Remapping fehlen Klassen, werden zusammengelegt oder liegen für den Loss außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <source>labels.unexpected_values lists labels outside the expected set with their voxel counts.</source>
        <extracomment>hypothesis mask-label-set: supports</extracomment>
        <translation>labels.unexpected_values listet Labels außerhalb der erwarteten Menge mit ihrer Voxelanzahl auf.</translation>
    </message>
    <message>
        <source>The label set matches the expected set.</source>
        <extracomment>hypothesis mask-label-set: refutes</extracomment>
        <translation>Die Label-Menge entspricht der erwarteten Menge.</translation>
    </message>
    <message>
        <source>Write the label map explicitly (a dict from dataset id to class index) and apply it in the loader.</source>
        <extracomment>hypothesis mask-label-set: quick_wins</extracomment>
        <translation>Legen Sie die Label-Zuordnung explizit fest (ein Dict von Datensatz-ID auf Klassenindex) und wenden Sie sie im Loader an.</translation>
    </message>
    <message>
        <source>Log `np.unique(mask, return_counts=True)` for a few cases of every source.</source>
        <extracomment>hypothesis mask-label-set: quick_wins</extracomment>
        <translation>Protokollieren Sie `np.unique(mask, return_counts=True)` für einige Fälle jeder Quelle.</translation>
    </message>
    <message>
        <source>Audit all cases: the label set often differs only for one site or annotator.</source>
        <extracomment>hypothesis mask-label-set: escalation</extracomment>
        <translation>Prüfen Sie alle Fälle: Oft weicht die Label-Menge nur bei einem Standort oder einem Annotator ab.</translation>
    </message>
    <message>
        <source>Logits or probabilities were saved where labels were expected</source>
        <extracomment>hypothesis mask-logits-or-probabilities: title</extracomment>
        <translation>Logits oder Wahrscheinlichkeiten wurden gespeichert, wo Labels erwartet wurden</translation>
    </message>
    <message>
        <source>The file holds a network&apos;s raw output: logits (any real value), probabilities, or channels that do not sum to 1.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: explanation</extracomment>
        <translation>Die Datei enthält die Rohausgabe eines Netzes: Logits (beliebige reelle Werte), Wahrscheinlichkeiten oder Kanäle, die sich nicht zu 1 summieren.</translation>
    </message>
    <message>
        <source>labels.logits_as_probabilities, labels.probability_out_of_range, labels.channels_not_normalised or labels.argmax_disagrees.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: supports</extracomment>
        <translation>labels.logits_as_probabilities, labels.probability_out_of_range, labels.channels_not_normalised oder labels.argmax_disagrees.</translation>
    </message>
    <message>
        <source>Apply softmax/sigmoid and argmax/threshold before saving labels.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: quick_wins</extracomment>
        <translation>Wenden Sie Softmax/Sigmoid und Argmax/Schwellenwert an, bevor Sie Labels speichern.</translation>
    </message>
    <message>
        <source>Check the export step and the data type of the written file.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: escalation</extracomment>
        <translation>Prüfen Sie den Exportschritt und den Datentyp der geschriebenen Datei.</translation>
    </message>
    <message>
        <source>The mask is empty</source>
        <extracomment>hypothesis mask-empty: title</extracomment>
        <translation>Die Maske ist leer</translation>
    </message>
    <message>
        <source>A wrong label value at export, a threshold above every probability, or an annotation that was never saved leaves a mask of zeros. Empty masks also make Dice undefined (0/0).</source>
        <extracomment>hypothesis mask-empty: explanation</extracomment>
        <translation>Ein falscher Label-Wert beim Export, ein Schwellenwert über jeder Wahrscheinlichkeit oder eine nie gespeicherte Annotation hinterlässt eine Maske aus Nullen. Leere Masken machen außerdem Dice undefiniert (0/0).</translation>
    </message>
    <message>
        <source>labels.empty.</source>
        <extracomment>hypothesis mask-empty: supports</extracomment>
        <translation>labels.empty.</translation>
    </message>
    <message>
        <source>The mask holds foreground voxels.</source>
        <extracomment>hypothesis mask-empty: refutes</extracomment>
        <translation>Die Maske enthält Vordergrundvoxel.</translation>
    </message>
    <message>
        <source>List the foreground voxel count of every mask and look at the zeros.</source>
        <extracomment>hypothesis mask-empty: quick_wins</extracomment>
        <translation>Listen Sie die Anzahl der Vordergrundvoxel jeder Maske auf und sehen Sie sich die Nullen an.</translation>
    </message>
    <message>
        <source>Decide how your metric treats empty reference and empty prediction (Dice 1, NaN or excluded) and write it down.</source>
        <extracomment>hypothesis mask-empty: quick_wins</extracomment>
        <translation>Legen Sie fest, wie Ihre Metrik leere Referenz und leere Vorhersage behandelt (Dice 1, NaN oder ausgeschlossen), und dokumentieren Sie es.</translation>
    </message>
    <message>
        <source>Check the threshold and the label id used at export.</source>
        <extracomment>hypothesis mask-empty: escalation</extracomment>
        <translation>Prüfen Sie den Schwellenwert und die Label-ID, die beim Export verwendet wurden.</translation>
    </message>
    <message>
        <source>An image was saved where the mask should be</source>
        <extracomment>hypothesis mask-image-as-labels: title</extracomment>
        <translation>Ein Bild wurde dort gespeichert, wo die Maske sein sollte</translation>
    </message>
    <message>
        <source>A path mix-up writes or reads the image (or another modality) as the label map: thousands of distinct values, correlated with the image.</source>
        <extracomment>hypothesis mask-image-as-labels: explanation</extracomment>
        <translation>Eine Verwechslung von Pfaden schreibt oder liest das Bild (oder eine andere Modalität) als Labelkarte: Tausende verschiedener Werte, korreliert mit dem Bild.</translation>
    </message>
    <message>
        <source>labels.image_as_labels.</source>
        <extracomment>hypothesis mask-image-as-labels: supports</extracomment>
        <translation>labels.image_as_labels.</translation>
    </message>
    <message>
        <source>The file has few distinct values, unlike an image.</source>
        <extracomment>hypothesis mask-image-as-labels: refutes</extracomment>
        <translation>Die Datei hat wenige verschiedene Werte, anders als ein Bild.</translation>
    </message>
    <message>
        <source>Check the file name pattern that pairs images with masks (`*_seg`, `*_label`, `_0000` suffixes in nnU-Net).</source>
        <extracomment>hypothesis mask-image-as-labels: quick_wins</extracomment>
        <translation>Prüfen Sie das Dateinamensmuster, das Bilder und Masken einander zuordnet (Suffixe `*_seg`, `*_label`, `_0000` in nnU-Net).</translation>
    </message>
    <message>
        <source>Assert that every mask has at most the expected number of distinct values in the loader.</source>
        <extracomment>hypothesis mask-image-as-labels: escalation</extracomment>
        <translation>Prüfen Sie im Loader per Assertion, dass jede Maske höchstens die erwartete Anzahl verschiedener Werte hat.</translation>
    </message>
    <message>
        <source>The structure is cut by the volume border (a crop went wrong)</source>
        <extracomment>hypothesis mask-cut-by-border: title</extracomment>
        <translation>Die Struktur wird vom Volumenrand abgeschnitten (ein Zuschnitt ist fehlgeschlagen)</translation>
    </message>
    <message>
        <source>Cropping around a wrong centre, or a field of view too small, cuts the structure at the volume edge: the mask touches the border with a flat face.</source>
        <extracomment>hypothesis mask-cut-by-border: explanation</extracomment>
        <translation>Ein Zuschnitt um ein falsches Zentrum oder ein zu kleines Sichtfeld schneidet die Struktur am Volumenrand ab: Die Maske berührt den Rand mit einer flachen Fläche.</translation>
    </message>
    <message>
        <source>labels.cut_by_border with the faces and voxel counts touching the border.</source>
        <extracomment>hypothesis mask-cut-by-border: supports</extracomment>
        <translation>labels.cut_by_border mit den Seitenflächen und Voxelanzahlen, die den Rand berühren.</translation>
    </message>
    <message>
        <source>No label touches the border.</source>
        <extracomment>hypothesis mask-cut-by-border: refutes</extracomment>
        <translation>Kein Label berührt den Rand.</translation>
    </message>
    <message>
        <source>Pad before cropping, or crop around the mask&apos;s bounding box with a margin.</source>
        <extracomment>hypothesis mask-cut-by-border: quick_wins</extracomment>
        <translation>Padden Sie vor dem Zuschneiden, oder schneiden Sie um die Bounding Box der Maske mit einem Rand zu.</translation>
    </message>
    <message>
        <source>Check the original, uncropped scan: was the structure inside the field of view?</source>
        <extracomment>hypothesis mask-cut-by-border: escalation</extracomment>
        <translation>Prüfen Sie den ursprünglichen, nicht zugeschnittenen Scan: Lag die Struktur innerhalb des Sichtfelds?</translation>
    </message>
    <message>
        <source>Compare the display in a world-space viewer</source>
        <extracomment>experiment exp-viewer-compare: title</extracomment>
        <translation>Darstellung in einem Viewer mit Weltkoordinaten vergleichen</translation>
    </message>
    <message>
        <source>Open image and mask in ScanSleuth (which places both in world space) and in the viewer where the problem shows, with nearest-neighbour display.</source>
        <extracomment>experiment exp-viewer-compare: description</extracomment>
        <translation>Öffnen Sie Bild und Maske in ScanSleuth (das beide in Weltkoordinaten platziert) und in dem Viewer, in dem das Problem auftritt, jeweils mit Nearest-Neighbour-Darstellung.</translation>
    </message>
    <message>
        <source>ScanSleuth shows the mask in place (or with clean labels) while the other viewer does not.</source>
        <extracomment>experiment exp-viewer-compare: supports</extracomment>
        <translation>ScanSleuth zeigt die Maske an der richtigen Stelle (bzw. mit sauberen Labels), der andere Viewer nicht.</translation>
    </message>
    <message>
        <source>The problem shows in ScanSleuth too: it is in the file.</source>
        <extracomment>experiment exp-viewer-compare: refutes</extracomment>
        <translation>Das Problem tritt auch in ScanSleuth auf: Es liegt in der Datei.</translation>
    </message>
    <message>
        <source>Is the mask in place in ScanSleuth?</source>
        <extracomment>experiment exp-viewer-compare: form scansleuth_aligned</extracomment>
        <translation>Liegt die Maske in ScanSleuth an der richtigen Stelle?</translation>
    </message>
    <message>
        <source>Which viewer shows it misplaced or smoothed?</source>
        <extracomment>experiment exp-viewer-compare: form other_viewer</extracomment>
        <translation>Welcher Viewer zeigt sie verschoben oder geglättet?</translation>
    </message>
    <message>
        <source>The mask&apos;s distinct values (first 20)</source>
        <extracomment>experiment exp-viewer-compare: form unique_values</extracomment>
        <translation>Die verschiedenen Werte der Maske (die ersten 20)</translation>
    </message>
    <message>
        <source>Training is slow or the GPU is mostly idle</source>
        <extracomment>symptom slow-training: title</extracomment>
        <translation>Das Training ist langsam oder die GPU ist überwiegend untätig</translation>
    </message>
    <message>
        <source>An epoch takes far longer than expected, GPU utilisation in `nvidia-smi` jumps between 0% and 100% or stays low, or adding GPUs does not speed training up.</source>
        <extracomment>symptom slow-training: description</extracomment>
        <translation>Eine Epoche dauert weit länger als erwartet, die GPU-Auslastung in `nvidia-smi` springt zwischen 0% und 100% oder bleibt niedrig, oder zusätzliche GPUs beschleunigen das Training nicht.</translation>
    </message>
    <message>
        <source>Training hangs (no progress, no error)</source>
        <extracomment>symptom training-hangs: title</extracomment>
        <translation>Das Training hängt (kein Fortschritt, kein Fehler)</translation>
    </message>
    <message>
        <source>The process keeps running but nothing happens: stuck at the first batch, at the end of an epoch, in `init_process_group`, or one rank of a distributed run waits forever.</source>
        <extracomment>symptom training-hangs: description</extracomment>
        <translation>Der Prozess läuft weiter, aber nichts passiert: Er hängt beim ersten Batch, am Ende einer Epoche, in `init_process_group`, oder ein Rank eines verteilten Laufs wartet endlos.</translation>
    </message>
    <message>
        <source>The data loader cannot keep the GPU busy</source>
        <extracomment>hypothesis slow-data-loading-bound: title</extracomment>
        <translation>Der Dataloader kann die GPU nicht auslasten</translation>
    </message>
    <message>
        <source>Each step waits for the next batch: too few workers, no pinned memory, no prefetching, or loading full volumes to crop small patches. GPU utilisation shows bursts separated by idle time.</source>
        <extracomment>hypothesis slow-data-loading-bound: explanation</extracomment>
        <translation>Jeder Schritt wartet auf den nächsten Batch: zu wenige Worker, kein Pinned Memory, kein Prefetching, oder es werden ganze Volumen geladen, um kleine Patches auszuschneiden. Die GPU-Auslastung zeigt Lastspitzen, getrennt durch Leerlauf.</translation>
    </message>
    <message>
        <source>Iterating over the DataLoader alone takes about as long per batch as a training step, or the step with a synthetic batch is much faster.</source>
        <extracomment>hypothesis slow-data-loading-bound: supports</extracomment>
        <translation>Das bloße Iterieren über den DataLoader dauert pro Batch etwa so lange wie ein Trainingsschritt, oder der Schritt mit einem synthetischen Batch ist deutlich schneller.</translation>
    </message>
    <message>
        <source>The loader delivers batches much faster than the model consumes them.</source>
        <extracomment>hypothesis slow-data-loading-bound: refutes</extracomment>
        <translation>Der Loader liefert Batches deutlich schneller, als das Modell sie verarbeitet.</translation>
    </message>
    <message>
        <source>Raise `num_workers` (up to the CPU cores the job has), set `pin_memory=True`, `persistent_workers=True`, `prefetch_factor=4`.</source>
        <extracomment>hypothesis slow-data-loading-bound: quick_wins</extracomment>
        <translation>Erhöhen Sie `num_workers` (bis zur Zahl der CPU-Kerne des Jobs), setzen Sie `pin_memory=True`, `persistent_workers=True`, `prefetch_factor=4`.</translation>
    </message>
    <message>
        <source>Sample several patches per loaded volume (MONAI `RandCropByPosNegLabeld(num_samples=4)`).</source>
        <extracomment>hypothesis slow-data-loading-bound: quick_wins</extracomment>
        <translation>Ziehen Sie mehrere Patches pro geladenem Volumen (MONAI `RandCropByPosNegLabeld(num_samples=4)`).</translation>
    </message>
    <message>
        <source>Preprocess once to .npy and memory-map it.</source>
        <extracomment>hypothesis slow-data-loading-bound: escalation</extracomment>
        <translation>Führen Sie die Vorverarbeitung einmalig nach .npy durch und nutzen Sie Memory-Mapping.</translation>
    </message>
    <message>
        <source>Move augmentation to the GPU (MONAI&apos;s GPU transforms, kornia).</source>
        <extracomment>hypothesis slow-data-loading-bound: escalation</extracomment>
        <translation>Verlagern Sie die Augmentierung auf die GPU (GPU-Transforms von MONAI, kornia).</translation>
    </message>
    <message>
        <source>Per-sample preprocessing on the CPU dominates</source>
        <extracomment>hypothesis slow-cpu-preprocessing: title</extracomment>
        <translation>Die Vorverarbeitung pro Sample auf der CPU dominiert</translation>
    </message>
    <message>
        <source>Resampling every volume to a target spacing, elastic deformations, or scipy&apos;s zoom on whole volumes at every access take seconds per sample.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: explanation</extracomment>
        <translation>Resampling jedes Volumens auf einen Ziel-Voxelabstand, elastische Deformationen oder scipys zoom auf ganzen Volumen bei jedem Zugriff kosten Sekunden pro Sample.</translation>
    </message>
    <message>
        <source>A profile of `__getitem__` shows resampling or augmentation functions taking most of the time.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: supports</extracomment>
        <translation>Ein Profil von `__getitem__` zeigt, dass Resampling- oder Augmentierungsfunktionen den größten Teil der Zeit beanspruchen.</translation>
    </message>
    <message>
        <source>Reading the file dominates, or the whole sample takes milliseconds.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: refutes</extracomment>
        <translation>Das Lesen der Datei dominiert, oder das gesamte Sample dauert Millisekunden.</translation>
    </message>
    <message>
        <source>Resample and normalise once, offline, and cache (PersistentDataset or .npy files).</source>
        <extracomment>hypothesis slow-cpu-preprocessing: quick_wins</extracomment>
        <translation>Führen Sie Resampling und Normalisierung einmalig offline durch und cachen Sie das Ergebnis (PersistentDataset oder .npy-Dateien).</translation>
    </message>
    <message>
        <source>Crop before resampling and augmenting.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: quick_wins</extracomment>
        <translation>Schneiden Sie vor Resampling und Augmentierung zu.</translation>
    </message>
    <message>
        <source>Profile with `py-spy record -o profile.svg --subprocesses -- python train.py`.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: escalation</extracomment>
        <translation>Profilieren Sie mit `py-spy record -o profile.svg --subprocesses -- python train.py`.</translation>
    </message>
    <message>
        <source>DICOM series are decoded on every access</source>
        <extracomment>hypothesis slow-dicom-decoding: title</extracomment>
        <translation>DICOM-Serien werden bei jedem Zugriff dekodiert</translation>
    </message>
    <message>
        <source>Parsing hundreds of DICOM files per volume (and decompressing JPEG 2000 in pure Python) for every sample is slow; the same series is decoded every epoch.</source>
        <extracomment>hypothesis slow-dicom-decoding: explanation</extracomment>
        <translation>Hunderte DICOM-Dateien pro Volumen für jedes Sample zu parsen (und JPEG 2000 in reinem Python zu dekomprimieren) ist langsam; dieselbe Serie wird in jeder Epoche erneut dekodiert.</translation>
    </message>
    <message>
        <source>Reading the series takes most of the sample time and a converted NIfTI or .npy loads many times faster.</source>
        <extracomment>hypothesis slow-dicom-decoding: supports</extracomment>
        <translation>Das Lesen der Serie beansprucht den Großteil der Zeit pro Sample, und eine konvertierte NIfTI- oder .npy-Datei lädt um ein Vielfaches schneller.</translation>
    </message>
    <message>
        <source>The data are already NIfTI/npy, or reading is a small share of the time.</source>
        <extracomment>hypothesis slow-dicom-decoding: refutes</extracomment>
        <translation>Die Daten liegen bereits als NIfTI/npy vor, oder das Lesen macht nur einen kleinen Teil der Zeit aus.</translation>
    </message>
    <message>
        <source>Convert every series once with dcm2niix or `scansleuth-cli convert`, then train from the converted files.</source>
        <extracomment>hypothesis slow-dicom-decoding: quick_wins</extracomment>
        <translation>Konvertieren Sie jede Serie einmalig mit dcm2niix oder `scansleuth-cli convert` und trainieren Sie dann auf den konvertierten Dateien.</translation>
    </message>
    <message>
        <source>If DICOM must stay, read with `stop_before_pixels` for metadata and cache the decoded volumes.</source>
        <extracomment>hypothesis slow-dicom-decoding: escalation</extracomment>
        <translation>Falls DICOM bleiben muss, lesen Sie Metadaten mit `stop_before_pixels` und cachen Sie die dekodierten Volumen.</translation>
    </message>
    <message>
        <source>Reading many small files from a network file system</source>
        <extracomment>hypothesis slow-network-filesystem: title</extracomment>
        <translation>Viele kleine Dateien werden von einem Netzwerkdateisystem gelesen</translation>
    </message>
    <message>
        <source>Lustre, GPFS and NFS are slow on metadata operations and small reads; thousands of DICOM files per epoch saturate them.</source>
        <extracomment>hypothesis slow-network-filesystem: explanation</extracomment>
        <translation>Lustre, GPFS und NFS sind bei Metadatenoperationen und kleinen Lesezugriffen langsam; Tausende DICOM-Dateien pro Epoche lasten sie voll aus.</translation>
    </message>
    <message>
        <source>Copying the dataset to node-local storage makes epochs much faster.</source>
        <extracomment>hypothesis slow-network-filesystem: supports</extracomment>
        <translation>Das Kopieren des Datensatzes auf Node-lokalen Speicher macht die Epochen deutlich schneller.</translation>
    </message>
    <message>
        <source>Local storage gives the same speed.</source>
        <extracomment>hypothesis slow-network-filesystem: refutes</extracomment>
        <translation>Lokaler Speicher bringt dieselbe Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Copy the (converted) dataset to `$TMPDIR` or local SSD at the start of the job.</source>
        <extracomment>hypothesis slow-network-filesystem: quick_wins</extracomment>
        <translation>Kopieren Sie den (konvertierten) Datensatz zu Beginn des Jobs nach `$TMPDIR` oder auf eine lokale SSD.</translation>
    </message>
    <message>
        <source>Pack files into larger shards (tar, HDF5, zarr).</source>
        <extracomment>hypothesis slow-network-filesystem: quick_wins</extracomment>
        <translation>Packen Sie Dateien in größere Shards (tar, HDF5, zarr).</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s staff which storage is meant for training data.</source>
        <extracomment>hypothesis slow-network-filesystem: escalation</extracomment>
        <translation>Fragen Sie die Betreuer des Clusters, welcher Speicher für Trainingsdaten vorgesehen ist.</translation>
    </message>
    <message>
        <source>Distributed synchronisation dominates (DDP all-reduce, SyncBatchNorm, stragglers)</source>
        <extracomment>hypothesis slow-distributed-sync: title</extracomment>
        <translation>Verteilte Synchronisation dominiert (DDP-All-Reduce, SyncBatchNorm, Nachzügler)</translation>
    </message>
    <message>
        <source>Gradient all-reduce over a slow interconnect, SyncBatchNorm, or one slow rank (uneven data, a slower node) make every rank wait. Throughput with N GPUs is well below N times one GPU.</source>
        <extracomment>hypothesis slow-distributed-sync: explanation</extracomment>
        <translation>Gradient-All-Reduce über eine langsame Verbindung, SyncBatchNorm oder ein einzelner langsamer Rank (ungleich verteilte Daten, ein langsamerer Node) lassen jeden Rank warten. Der Durchsatz mit N GPUs liegt deutlich unter dem N-Fachen einer GPU.</translation>
    </message>
    <message>
        <source>Throughput per GPU drops sharply from 1 to N GPUs, and the profiler shows time in NCCL kernels or waiting.</source>
        <extracomment>hypothesis slow-distributed-sync: supports</extracomment>
        <translation>Der Durchsatz pro GPU sinkt von 1 auf N GPUs stark, und der Profiler zeigt Zeit in NCCL-Kerneln oder im Warten.</translation>
    </message>
    <message>
        <source>Throughput scales nearly linearly.</source>
        <extracomment>hypothesis slow-distributed-sync: refutes</extracomment>
        <translation>Der Durchsatz skaliert nahezu linear.</translation>
    </message>
    <message>
        <source>Increase the batch per GPU, use gradient accumulation with `model.no_sync()`, and turn off SyncBatchNorm unless needed.</source>
        <extracomment>hypothesis slow-distributed-sync: quick_wins</extracomment>
        <translation>Erhöhen Sie den Batch pro GPU, verwenden Sie Gradient Accumulation mit `model.no_sync()` und schalten Sie SyncBatchNorm ab, sofern nicht nötig.</translation>
    </message>
    <message>
        <source>Check that NCCL uses InfiniBand/NVLink (`NCCL_DEBUG=INFO`).</source>
        <extracomment>hypothesis slow-distributed-sync: quick_wins</extracomment>
        <translation>Prüfen Sie, dass NCCL InfiniBand/NVLink verwendet (`NCCL_DEBUG=INFO`).</translation>
    </message>
    <message>
        <source>Profile one step with `torch.profiler` and look at the communication overlap.</source>
        <extracomment>hypothesis slow-distributed-sync: escalation</extracomment>
        <translation>Profilieren Sie einen Schritt mit `torch.profiler` und sehen Sie sich die Überlappung der Kommunikation an.</translation>
    </message>
    <message>
        <source>Frequent host-device synchronisation or slow kernels</source>
        <extracomment>hypothesis slow-host-device-sync: title</extracomment>
        <translation>Häufige Host-Device-Synchronisation oder langsame Kernel</translation>
    </message>
    <message>
        <source>Calling `.item()`, `.cpu()` or printing tensors every step forces the CPU to wait for the GPU; `torch.backends.cudnn.benchmark=False` with fixed shapes, deterministic algorithms, or float32 where TF32/AMP would do also cost time.</source>
        <extracomment>hypothesis slow-host-device-sync: explanation</extracomment>
        <translation>Aufrufe von `.item()`, `.cpu()` oder das Ausgeben von Tensoren in jedem Schritt zwingen die CPU, auf die GPU zu warten; `torch.backends.cudnn.benchmark=False` bei festen Shapes, deterministische Algorithmen oder float32, wo TF32/AMP genügen würde, kosten ebenfalls Zeit.</translation>
    </message>
    <message>
        <source>The profiler shows many `cudaStreamSynchronize`/`aten::item` calls or slow kernels; removing them speeds the step up.</source>
        <extracomment>hypothesis slow-host-device-sync: supports</extracomment>
        <translation>Der Profiler zeigt viele `cudaStreamSynchronize`/`aten::item`-Aufrufe oder langsame Kernel; ihr Entfernen beschleunigt den Schritt.</translation>
    </message>
    <message>
        <source>The step is dominated by the model&apos;s kernels.</source>
        <extracomment>hypothesis slow-host-device-sync: refutes</extracomment>
        <translation>Der Schritt wird von den Kerneln des Modells dominiert.</translation>
    </message>
    <message>
        <source>Log losses every N steps, not every step.</source>
        <extracomment>hypothesis slow-host-device-sync: quick_wins</extracomment>
        <translation>Protokollieren Sie Losses alle N Schritte, nicht in jedem Schritt.</translation>
    </message>
    <message>
        <source>Set `torch.backends.cudnn.benchmark = True` for fixed input sizes and use AMP.</source>
        <extracomment>hypothesis slow-host-device-sync: quick_wins</extracomment>
        <translation>Setzen Sie `torch.backends.cudnn.benchmark = True` für feste Eingabegrößen und verwenden Sie AMP.</translation>
    </message>
    <message>
        <source>Use `torch.profiler.profile(activities=[CPU, CUDA])` and read the trace in TensorBoard or Perfetto.</source>
        <extracomment>hypothesis slow-host-device-sync: escalation</extracomment>
        <translation>Verwenden Sie `torch.profiler.profile(activities=[CPU, CUDA])` und lesen Sie den Trace in TensorBoard oder Perfetto.</translation>
    </message>
    <message>
        <source>Ranks disagree on the number of batches and wait at a collective</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: title</extracomment>
        <translation>Ranks sehen unterschiedlich viele Batches und warten an einer kollektiven Operation</translation>
    </message>
    <message>
        <source>When ranks see different numbers of batches (no DistributedSampler, uneven shards, `drop_last=False`, or validation only on rank 0 with a collective inside), one rank reaches an all-reduce or barrier that the others never enter.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: explanation</extracomment>
        <translation>Wenn Ranks unterschiedlich viele Batches sehen (kein DistributedSampler, ungleiche Shards, `drop_last=False` oder Validierung nur auf Rank 0 mit einer kollektiven Operation darin), erreicht ein Rank ein All-Reduce oder eine Barrier, die die anderen nie betreten.</translation>
    </message>
    <message>
        <source>py-spy shows ranks waiting in different places (one in all_reduce/barrier, another in the data loop or finished).</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: supports</extracomment>
        <translation>py-spy zeigt Ranks, die an verschiedenen Stellen warten (einer in all_reduce/barrier, ein anderer in der Datenschleife oder bereits fertig).</translation>
    </message>
    <message>
        <source>All ranks are stuck at the same line.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: refutes</extracomment>
        <translation>Alle Ranks hängen in derselben Zeile.</translation>
    </message>
    <message>
        <source>Use `DistributedSampler` for training and validation, and `drop_last=True`.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: quick_wins</extracomment>
        <translation>Verwenden Sie `DistributedSampler` für Training und Validierung sowie `drop_last=True`.</translation>
    </message>
    <message>
        <source>Keep collectives (metrics all_reduce, barriers) outside `if rank == 0:` blocks.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: quick_wins</extracomment>
        <translation>Halten Sie kollektive Operationen (all_reduce für Metriken, Barriers) außerhalb von `if rank == 0:`-Blöcken.</translation>
    </message>
    <message>
        <source>Set `TORCH_DISTRIBUTED_DEBUG=DETAIL` and a short timeout in `init_process_group(timeout=timedelta(minutes=5))` to turn hangs into errors.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: escalation</extracomment>
        <translation>Setzen Sie `TORCH_DISTRIBUTED_DEBUG=DETAIL` und einen kurzen Timeout in `init_process_group(timeout=timedelta(minutes=5))`, um Hänger in Fehler zu verwandeln.</translation>
    </message>
    <message>
        <source>init_process_group cannot connect the ranks</source>
        <extracomment>hypothesis hang-init-process-group: title</extracomment>
        <translation>init_process_group kann die Ranks nicht verbinden</translation>
    </message>
    <message>
        <source>A wrong MASTER_ADDR or MASTER_PORT, a world size that does not match the number of started processes, a blocked port, or NCCL choosing an interface the nodes cannot reach leaves `init_process_group` (or the first collective) waiting.</source>
        <extracomment>hypothesis hang-init-process-group: explanation</extracomment>
        <translation>Eine falsche MASTER_ADDR oder MASTER_PORT, eine World Size, die nicht zur Zahl der gestarteten Prozesse passt, ein blockierter Port oder ein von NCCL gewähltes Interface, das die Nodes nicht erreichen, lässt `init_process_group` (oder die erste kollektive Operation) warten.</translation>
    </message>
    <message>
        <source>The process never passes `init_process_group`, or NCCL_DEBUG shows connection attempts to the wrong address or interface.</source>
        <extracomment>hypothesis hang-init-process-group: supports</extracomment>
        <translation>Der Prozess kommt nie über `init_process_group` hinaus, oder NCCL_DEBUG zeigt Verbindungsversuche zur falschen Adresse oder zum falschen Interface.</translation>
    </message>
    <message>
        <source>All ranks pass initialisation.</source>
        <extracomment>hypothesis hang-init-process-group: refutes
----------
experiment exp-hang-nccl-debug: refutes</extracomment>
        <translation>Alle Ranks kommen über die Initialisierung hinaus.</translation>
    </message>
    <message>
        <source>Launch with `torchrun` or `srun` and derive MASTER_ADDR from `scontrol show hostnames $SLURM_JOB_NODELIST | head -n1`.</source>
        <extracomment>hypothesis hang-init-process-group: quick_wins</extracomment>
        <translation>Starten Sie mit `torchrun` oder `srun` und leiten Sie MASTER_ADDR aus `scontrol show hostnames $SLURM_JOB_NODELIST | head -n1` ab.</translation>
    </message>
    <message>
        <source>Check that WORLD_SIZE equals the number of started tasks (`--ntasks`, `--nproc_per_node`).</source>
        <extracomment>hypothesis hang-init-process-group: quick_wins</extracomment>
        <translation>Prüfen Sie, dass WORLD_SIZE der Zahl der gestarteten Tasks entspricht (`--ntasks`, `--nproc_per_node`).</translation>
    </message>
    <message>
        <source>Set `NCCL_SOCKET_IFNAME` to the cluster&apos;s fast interface, and test connectivity between nodes on the port.</source>
        <extracomment>hypothesis hang-init-process-group: escalation</extracomment>
        <translation>Setzen Sie `NCCL_SOCKET_IFNAME` auf das schnelle Interface des Clusters und testen Sie die Verbindung zwischen den Nodes auf dem Port.</translation>
    </message>
    <message>
        <source>A DataLoader worker or collate function deadlocks</source>
        <extracomment>hypothesis hang-dataloader-deadlock: title</extracomment>
        <translation>Ein DataLoader-Worker oder eine Collate-Funktion gerät in einen Deadlock</translation>
    </message>
    <message>
        <source>Workers forked while another thread holds a lock (OpenCV or OpenMP thread pools, logging handlers) can deadlock; a collate function that waits on a queue or opens a pool inside a worker never returns.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: explanation</extracomment>
        <translation>Worker, die geforkt werden, während ein anderer Thread einen Lock hält (Thread-Pools von OpenCV oder OpenMP, Logging-Handler), können in einen Deadlock geraten; eine Collate-Funktion, die auf eine Queue wartet oder innerhalb eines Workers einen Pool öffnet, kehrt nie zurück.</translation>
    </message>
    <message>
        <source>The hang disappears with `num_workers=0` or with the spawn start method; py-spy shows workers waiting on a lock.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: supports</extracomment>
        <translation>Der Hänger verschwindet mit `num_workers=0` oder mit der Startmethode spawn; py-spy zeigt Worker, die auf einen Lock warten.</translation>
    </message>
    <message>
        <source>It hangs with `num_workers=0` too.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: refutes</extracomment>
        <translation>Es hängt auch mit `num_workers=0`.</translation>
    </message>
    <message>
        <source>`cv2.setNumThreads(0)` and `OMP_NUM_THREADS=1` in workers; `multiprocessing_context=&apos;spawn&apos;`.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: quick_wins</extracomment>
        <translation>`cv2.setNumThreads(0)` und `OMP_NUM_THREADS=1` in den Workern; `multiprocessing_context=&apos;spawn&apos;`.</translation>
    </message>
    <message>
        <source>Set `timeout=120` on the DataLoader so a stuck worker raises an error.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: quick_wins</extracomment>
        <translation>Setzen Sie `timeout=120` im DataLoader, damit ein hängender Worker einen Fehler auslöst.</translation>
    </message>
    <message>
        <source>Dump every worker with `py-spy dump --pid PID` and read which call it waits in.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: escalation</extracomment>
        <translation>Erstellen Sie für jeden Worker einen Dump mit `py-spy dump --pid PID` und lesen Sie ab, in welchem Aufruf er wartet.</translation>
    </message>
    <message>
        <source>Shared memory (/dev/shm) is exhausted</source>
        <extracomment>hypothesis hang-shared-memory: title</extracomment>
        <translation>Shared Memory (/dev/shm) ist erschöpft</translation>
    </message>
    <message>
        <source>Workers pass batches through /dev/shm; Docker&apos;s default of 64 MB or a small tmpfs makes workers block or die with &apos;Bus error&apos; when batches are large.</source>
        <extracomment>hypothesis hang-shared-memory: explanation</extracomment>
        <translation>Worker übergeben Batches über /dev/shm; Dockers Standardwert von 64 MB oder ein kleines tmpfs lässt Worker bei großen Batches blockieren oder mit &apos;Bus error&apos; abbrechen.</translation>
    </message>
    <message>
        <source>`df -h /dev/shm` shows it full or tiny, and the hang disappears with num_workers=0.</source>
        <extracomment>hypothesis hang-shared-memory: supports</extracomment>
        <translation>`df -h /dev/shm` zeigt es voll oder winzig, und der Hänger verschwindet mit num_workers=0.</translation>
    </message>
    <message>
        <source>/dev/shm has ample free space.</source>
        <extracomment>hypothesis hang-shared-memory: refutes</extracomment>
        <translation>/dev/shm hat reichlich freien Platz.</translation>
    </message>
    <message>
        <source>Start Docker with `--shm-size=16g` or `--ipc=host`.</source>
        <extracomment>hypothesis hang-shared-memory: quick_wins</extracomment>
        <translation>Starten Sie Docker mit `--shm-size=16g` oder `--ipc=host`.</translation>
    </message>
    <message>
        <source>Use `torch.multiprocessing.set_sharing_strategy(&apos;file_system&apos;)`.</source>
        <extracomment>hypothesis hang-shared-memory: quick_wins</extracomment>
        <translation>Verwenden Sie `torch.multiprocessing.set_sharing_strategy(&apos;file_system&apos;)`.</translation>
    </message>
    <message>
        <source>Reduce batch size or prefetch_factor to shrink what sits in shared memory.</source>
        <extracomment>hypothesis hang-shared-memory: escalation</extracomment>
        <translation>Verringern Sie die Batch-Größe oder prefetch_factor, um den Inhalt des Shared Memory zu verkleinern.</translation>
    </message>
    <message>
        <source>One rank crashed and the others wait for it</source>
        <extracomment>hypothesis hang-rank-crashed: title</extracomment>
        <translation>Ein Rank ist abgestürzt und die anderen warten auf ihn</translation>
    </message>
    <message>
        <source>If one process dies (out of memory, an exception on one case), the others wait in the next collective until the NCCL timeout (30 minutes by default) or forever.</source>
        <extracomment>hypothesis hang-rank-crashed: explanation</extracomment>
        <translation>Wenn ein Prozess stirbt (Speicher erschöpft, eine Exception bei einem Fall), warten die anderen in der nächsten kollektiven Operation bis zum NCCL-Timeout (standardmäßig 30 Minuten) oder für immer.</translation>
    </message>
    <message>
        <source>The logs of one rank end with an error (slurm.cuda_oom, slurm.killed, slurm.nccl_error) while the others are silent.</source>
        <extracomment>hypothesis hang-rank-crashed: supports</extracomment>
        <translation>Die Logs eines Ranks enden mit einem Fehler (slurm.cuda_oom, slurm.killed, slurm.nccl_error), während die anderen stumm bleiben.</translation>
    </message>
    <message>
        <source>Every rank&apos;s log ends in the same place without error.</source>
        <extracomment>hypothesis hang-rank-crashed: refutes</extracomment>
        <translation>Das Log jedes Ranks endet an derselben Stelle ohne Fehler.</translation>
    </message>
    <message>
        <source>Write each rank&apos;s output to its own file (`srun --output=rank-%t.out`) and read the one that stops first.</source>
        <extracomment>hypothesis hang-rank-crashed: quick_wins</extracomment>
        <translation>Schreiben Sie die Ausgabe jedes Ranks in eine eigene Datei (`srun --output=rank-%t.out`) und lesen Sie die, die zuerst abbricht.</translation>
    </message>
    <message>
        <source>Enable `TORCH_NCCL_ASYNC_ERROR_HANDLING=1` so surviving ranks stop with an error.</source>
        <extracomment>hypothesis hang-rank-crashed: escalation</extracomment>
        <translation>Aktivieren Sie `TORCH_NCCL_ASYNC_ERROR_HANDLING=1`, damit überlebende Ranks mit einem Fehler abbrechen.</translation>
    </message>
    <message>
        <source>Time the data loader alone and the step alone</source>
        <extracomment>experiment exp-slow-loader-alone: title</extracomment>
        <translation>Dataloader allein und Trainingsschritt allein messen</translation>
    </message>
    <message>
        <source>Compare how fast the loader yields batches with how fast the model consumes a fixed batch.</source>
        <extracomment>experiment exp-slow-loader-alone: description</extracomment>
        <translation>Vergleichen Sie, wie schnell der Loader Batches liefert, mit der Geschwindigkeit, mit der das Modell einen festen Batch verarbeitet.</translation>
    </message>
    <message>
        <source>The loader&apos;s time per batch is close to or above the step&apos;s.</source>
        <extracomment>experiment exp-slow-loader-alone: supports</extracomment>
        <translation>Die Zeit des Loaders pro Batch liegt nahe an der des Schritts oder darüber.</translation>
    </message>
    <message>
        <source>The loader is several times faster than the step.</source>
        <extracomment>experiment exp-slow-loader-alone: refutes</extracomment>
        <translation>Der Loader ist um ein Mehrfaches schneller als der Schritt.</translation>
    </message>
    <message>
        <source>Loader alone: seconds per batch</source>
        <extracomment>experiment exp-slow-loader-alone: form loader_s_per_batch</extracomment>
        <translation>Loader allein: Sekunden pro Batch</translation>
    </message>
    <message>
        <source>Training step on a fixed batch: seconds per batch</source>
        <extracomment>experiment exp-slow-loader-alone: form step_s_per_batch</extracomment>
        <translation>Trainingsschritt mit festem Batch: Sekunden pro Batch</translation>
    </message>
    <message>
        <source>Typical GPU utilisation during training (%)</source>
        <extracomment>experiment exp-slow-loader-alone: form gpu_util</extracomment>
        <translation>Typische GPU-Auslastung während des Trainings (%)</translation>
    </message>
    <message>
        <source>Profile one sample&apos;s loading and preprocessing</source>
        <extracomment>experiment exp-slow-profile-sample: title</extracomment>
        <translation>Laden und Vorverarbeitung eines Samples profilieren</translation>
    </message>
    <message>
        <source>Profile `dataset[i]` in the main process to see where the time goes.</source>
        <extracomment>experiment exp-slow-profile-sample: description</extracomment>
        <translation>Profilieren Sie `dataset[i]` im Hauptprozess, um zu sehen, wo die Zeit verbraucht wird.</translation>
    </message>
    <message>
        <source>The profile points to the hypothesis&apos;s step (decoding or CPU preprocessing).</source>
        <extracomment>experiment exp-slow-profile-sample: supports</extracomment>
        <translation>Das Profil weist auf den Schritt der Hypothese hin (Dekodierung oder CPU-Vorverarbeitung).</translation>
    </message>
    <message>
        <source>The profile points elsewhere.</source>
        <extracomment>experiment exp-slow-profile-sample: refutes</extracomment>
        <translation>Das Profil weist auf etwas anderes hin.</translation>
    </message>
    <message>
        <source>Seconds per sample</source>
        <extracomment>experiment exp-slow-profile-sample: form s_per_sample</extracomment>
        <translation>Sekunden pro Sample</translation>
    </message>
    <message>
        <source>Share of the time spent reading/decoding files (%)</source>
        <extracomment>experiment exp-slow-profile-sample: form read_share</extracomment>
        <translation>Anteil der Zeit für das Lesen/Dekodieren von Dateien (%)</translation>
    </message>
    <message>
        <source>The function taking the most time</source>
        <extracomment>experiment exp-slow-profile-sample: form top_function</extracomment>
        <translation>Die Funktion mit dem größten Zeitanteil</translation>
    </message>
    <message>
        <source>Compare an epoch from local storage</source>
        <extracomment>experiment exp-slow-local-copy: title</extracomment>
        <translation>Eine Epoche von lokalem Speicher vergleichen</translation>
    </message>
    <message>
        <source>Copy the dataset to node-local storage and time the same number of batches.</source>
        <extracomment>experiment exp-slow-local-copy: description</extracomment>
        <translation>Kopieren Sie den Datensatz auf Node-lokalen Speicher und messen Sie die Zeit für dieselbe Anzahl Batches.</translation>
    </message>
    <message>
        <source>Local storage is much faster.</source>
        <extracomment>experiment exp-slow-local-copy: supports</extracomment>
        <translation>Lokaler Speicher ist deutlich schneller.</translation>
    </message>
    <message>
        <source>Both take about the same time.</source>
        <extracomment>experiment exp-slow-local-copy: refutes</extracomment>
        <translation>Beide brauchen etwa gleich lange.</translation>
    </message>
    <message>
        <source>Seconds for 200 steps from the shared file system</source>
        <extracomment>experiment exp-slow-local-copy: form s_network</extracomment>
        <translation>Sekunden für 200 Schritte vom gemeinsamen Dateisystem</translation>
    </message>
    <message>
        <source>Seconds for 200 steps from local storage</source>
        <extracomment>experiment exp-slow-local-copy: form s_local</extracomment>
        <translation>Sekunden für 200 Schritte vom lokalen Speicher</translation>
    </message>
    <message>
        <source>Measure throughput on 1 and N GPUs and profile a step</source>
        <extracomment>experiment exp-slow-scaling: title</extracomment>
        <translation>Durchsatz auf 1 und N GPUs messen und einen Schritt profilieren</translation>
    </message>
    <message>
        <source>Record samples per second on 1 GPU and on N GPUs, and a profiler trace of a few steps.</source>
        <extracomment>experiment exp-slow-scaling: description</extracomment>
        <translation>Erfassen Sie Samples pro Sekunde auf 1 GPU und auf N GPUs sowie einen Profiler-Trace einiger Schritte.</translation>
    </message>
    <message>
        <source>Scaling is far from linear and the profile shows communication or synchronisation.</source>
        <extracomment>experiment exp-slow-scaling: supports</extracomment>
        <translation>Die Skalierung ist weit von linear entfernt, und das Profil zeigt Kommunikation oder Synchronisation.</translation>
    </message>
    <message>
        <source>Scaling is near linear and the model&apos;s kernels dominate.</source>
        <extracomment>experiment exp-slow-scaling: refutes</extracomment>
        <translation>Die Skalierung ist nahezu linear, und die Kernel des Modells dominieren.</translation>
    </message>
    <message>
        <source>Samples per second on 1 GPU</source>
        <extracomment>experiment exp-slow-scaling: form throughput_1</extracomment>
        <translation>Samples pro Sekunde auf 1 GPU</translation>
    </message>
    <message>
        <source>Samples per second on N GPUs</source>
        <extracomment>experiment exp-slow-scaling: form throughput_n</extracomment>
        <translation>Samples pro Sekunde auf N GPUs</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>experiment exp-slow-scaling: form n_gpus</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Top entries of the profile</source>
        <extracomment>experiment exp-slow-scaling: form profile_top</extracomment>
        <translation>Oberste Einträge des Profils</translation>
    </message>
    <message>
        <source>Dump the stack of every rank while it hangs</source>
        <extracomment>experiment exp-hang-stack-dump: title</extracomment>
        <translation>Stack jedes Ranks ausgeben, während er hängt</translation>
    </message>
    <message>
        <source>See where each process waits.</source>
        <extracomment>experiment exp-hang-stack-dump: description</extracomment>
        <translation>Sehen Sie nach, wo jeder Prozess wartet.</translation>
    </message>
    <message>
        <source>Ranks wait in different collectives or one has left the loop.</source>
        <extracomment>experiment exp-hang-stack-dump: supports</extracomment>
        <translation>Ranks warten in verschiedenen kollektiven Operationen, oder einer hat die Schleife verlassen.</translation>
    </message>
    <message>
        <source>All ranks wait at the same place.</source>
        <extracomment>experiment exp-hang-stack-dump: refutes</extracomment>
        <translation>Alle Ranks warten an derselben Stelle.</translation>
    </message>
    <message>
        <source>Where each rank waits (rank: file:line)</source>
        <extracomment>experiment exp-hang-stack-dump: form rank_lines</extracomment>
        <translation>Wo jeder Rank wartet (Rank: Datei:Zeile)</translation>
    </message>
    <message>
        <source>Are all ranks waiting at the same line?</source>
        <extracomment>experiment exp-hang-stack-dump: form same_place</extracomment>
        <translation>Warten alle Ranks in derselben Zeile?</translation>
    </message>
    <message>
        <source>Trace process-group initialisation</source>
        <extracomment>experiment exp-hang-nccl-debug: title</extracomment>
        <translation>Initialisierung der Prozessgruppe verfolgen</translation>
    </message>
    <message>
        <source>Turn on NCCL and distributed debugging and record the rendezvous settings of each rank.</source>
        <extracomment>experiment exp-hang-nccl-debug: description</extracomment>
        <translation>Schalten Sie NCCL- und Distributed-Debugging ein und erfassen Sie die Rendezvous-Einstellungen jedes Ranks.</translation>
    </message>
    <message>
        <source>Ranks never pass initialisation, the world size differs, or the port is unreachable.</source>
        <extracomment>experiment exp-hang-nccl-debug: supports</extracomment>
        <translation>Ranks kommen nie über die Initialisierung hinaus, die World Size weicht ab, oder der Port ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>Do all ranks print a line after init_process_group?</source>
        <extracomment>experiment exp-hang-nccl-debug: form passes_init</extracomment>
        <translation>Geben alle Ranks nach init_process_group eine Zeile aus?</translation>
    </message>
    <message>
        <source>WORLD_SIZE and the number of processes started</source>
        <extracomment>experiment exp-hang-nccl-debug: form world_size</extracomment>
        <translation>WORLD_SIZE und Anzahl der gestarteten Prozesse</translation>
    </message>
    <message>
        <source>Is MASTER_PORT reachable from every node?</source>
        <extracomment>experiment exp-hang-nccl-debug: form port_reachable</extracomment>
        <translation>Ist MASTER_PORT von jedem Node aus erreichbar?</translation>
    </message>
    <message>
        <source>Rerun with num_workers=0 and check /dev/shm</source>
        <extracomment>experiment exp-hang-workers-zero: title</extracomment>
        <translation>Mit num_workers=0 erneut ausführen und /dev/shm prüfen</translation>
    </message>
    <message>
        <source>Take the worker processes out of the picture.</source>
        <extracomment>experiment exp-hang-workers-zero: description</extracomment>
        <translation>Nehmen Sie die Worker-Prozesse aus dem Spiel.</translation>
    </message>
    <message>
        <source>No hang with num_workers=0, or /dev/shm is full.</source>
        <extracomment>experiment exp-hang-workers-zero: supports</extracomment>
        <translation>Kein Hänger mit num_workers=0, oder /dev/shm ist voll.</translation>
    </message>
    <message>
        <source>It hangs with num_workers=0 too and /dev/shm has space.</source>
        <extracomment>experiment exp-hang-workers-zero: refutes</extracomment>
        <translation>Es hängt auch mit num_workers=0, und /dev/shm hat Platz.</translation>
    </message>
    <message>
        <source>Does it hang with num_workers=0?</source>
        <extracomment>experiment exp-hang-workers-zero: form hangs_workers0</extracomment>
        <translation>Hängt es mit num_workers=0?</translation>
    </message>
    <message>
        <source>Free space in /dev/shm</source>
        <extracomment>experiment exp-hang-workers-zero: form shm_free</extracomment>
        <translation>Freier Platz in /dev/shm</translation>
    </message>
    <message>
        <source>Where a stuck worker waits</source>
        <extracomment>experiment exp-hang-workers-zero: form worker_stack</extracomment>
        <translation>Wo ein hängender Worker wartet</translation>
    </message>
    <message>
        <source>The model does not learn</source>
        <extracomment>symptom model-wont-train: title</extracomment>
        <translation>Das Modell lernt nicht</translation>
    </message>
    <message>
        <source>The loss stays flat or decreases barely, the model predicts one class (or only background) everywhere, or it cannot even overfit a single batch.</source>
        <extracomment>symptom model-wont-train: description</extracomment>
        <translation>Der Loss bleibt flach oder sinkt kaum, das Modell sagt überall eine Klasse (oder nur Hintergrund) vorher, oder es kann nicht einmal einen einzelnen Batch overfitten.</translation>
    </message>
    <message>
        <source>The loss becomes NaN or Inf</source>
        <extracomment>symptom nan-loss: title</extracomment>
        <translation>Der Loss wird NaN oder Inf</translation>
    </message>
    <message>
        <source>The loss prints `nan` or `inf`, at once or after some steps; weights turn NaN and the model outputs NaN from then on.</source>
        <extracomment>symptom nan-loss: description</extracomment>
        <translation>Der Loss gibt `nan` oder `inf` aus, sofort oder nach einigen Schritten; die Gewichte werden NaN, und das Modell gibt ab dann NaN aus.</translation>
    </message>
    <message>
        <source>The labels are wrong (misaligned, empty, wrongly valued or shuffled)</source>
        <extracomment>hypothesis wont-train-labels: title</extracomment>
        <translation>Die Labels sind falsch (falsch ausgerichtet, leer, mit falschen Werten oder durchmischt)</translation>
    </message>
    <message>
        <source>Masks that do not match their images (a flip, a shuffled file list), empty masks, 0/255 values or a missing label remap give the model nothing consistent to learn.</source>
        <extracomment>hypothesis wont-train-labels: explanation</extracomment>
        <translation>Masken, die nicht zu ihren Bildern passen (eine Spiegelung, eine durchmischte Dateiliste), leere Masken, 0/255-Werte oder ein fehlendes Label-Remapping geben dem Modell nichts Konsistentes zu lernen.</translation>
    </message>
    <message>
        <source>A labels finding on the training masks (0/255, unexpected values, empty masks), or image and mask overlays that do not match.</source>
        <extracomment>hypothesis wont-train-labels: supports</extracomment>
        <translation>Ein Labels-Befund zu den Trainingsmasken (0/255, unerwartete Werte, leere Masken) oder Überlagerungen von Bild und Maske, die nicht übereinstimmen.</translation>
    </message>
    <message>
        <source>Labels are clean and overlays of a few random training pairs match.</source>
        <extracomment>hypothesis wont-train-labels: refutes</extracomment>
        <translation>Die Labels sind sauber, und Überlagerungen einiger zufälliger Trainingspaare stimmen überein.</translation>
    </message>
    <message>
        <source>Overlay 10 random (image, mask) pairs exactly as the DataLoader returns them, after all transforms.</source>
        <extracomment>hypothesis wont-train-labels: quick_wins</extracomment>
        <translation>Überlagern Sie 10 zufällige (Bild, Maske)-Paare genau so, wie der DataLoader sie nach allen Transforms liefert.</translation>
    </message>
    <message>
        <source>Check `np.unique` of the batch&apos;s labels.</source>
        <extracomment>hypothesis wont-train-labels: quick_wins</extracomment>
        <translation>Prüfen Sie `np.unique` der Labels im Batch.</translation>
    </message>
    <message>
        <source>Run the pair-geometry check on a few training pairs.</source>
        <extracomment>hypothesis wont-train-labels: escalation</extracomment>
        <translation>Führen Sie die Paar-Geometrieprüfung für einige Trainingspaare aus.</translation>
    </message>
    <message>
        <source>Train on 1 batch: if the loss does not go to ~0, the problem is in the code, not the data.</source>
        <extracomment>hypothesis wont-train-labels: escalation</extracomment>
        <translation>Trainieren Sie auf 1 Batch: Geht der Loss nicht gegen ~0, liegt das Problem im Code, nicht in den Daten.</translation>
    </message>
    <message>
        <source>The output layer does not match the loss</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: title</extracomment>
        <translation>Die Ausgabeebene passt nicht zum Loss</translation>
    </message>
    <message>
        <source>`CrossEntropyLoss` expects logits but receives softmax output (gradients vanish); `BCELoss` after no sigmoid, or `BCEWithLogitsLoss` after a sigmoid (sigmoid twice); the wrong number of output channels; a final ReLU that clips negative logits.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: explanation</extracomment>
        <translation>`CrossEntropyLoss` erwartet Logits, erhält aber Softmax-Ausgaben (Gradienten verschwinden); `BCELoss` ohne vorheriges Sigmoid oder `BCEWithLogitsLoss` nach einem Sigmoid (doppeltes Sigmoid); eine falsche Zahl von Ausgabekanälen; eine abschließende ReLU, die negative Logits abschneidet.</translation>
    </message>
    <message>
        <source>The initial loss is far from ln(C) (for C balanced classes) or the model&apos;s last layer applies an activation the loss applies again.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: supports</extracomment>
        <translation>Der anfängliche Loss liegt weit von ln(C) entfernt (bei C balancierten Klassen), oder die letzte Ebene des Modells wendet eine Aktivierung an, die der Loss noch einmal anwendet.</translation>
    </message>
    <message>
        <source>The initial loss is close to ln(C) and the last layer outputs raw logits for a loss that expects them.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: refutes</extracomment>
        <translation>Der anfängliche Loss liegt nahe ln(C), und die letzte Ebene gibt rohe Logits für einen Loss aus, der diese erwartet.</translation>
    </message>
    <message>
        <source>Give `CrossEntropyLoss` and `BCEWithLogitsLoss` raw logits; apply softmax/sigmoid only for metrics and export.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: quick_wins</extracomment>
        <translation>Übergeben Sie `CrossEntropyLoss` und `BCEWithLogitsLoss` rohe Logits; wenden Sie Softmax/Sigmoid nur für Metriken und Export an.</translation>
    </message>
    <message>
        <source>Remove activations after the last convolution.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: quick_wins</extracomment>
        <translation>Entfernen Sie Aktivierungen nach der letzten Faltung.</translation>
    </message>
    <message>
        <source>Print the last layer and the loss side by side and check the channel count against the number of classes.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: escalation</extracomment>
        <translation>Geben Sie die letzte Ebene und den Loss nebeneinander aus und prüfen Sie die Kanalzahl gegen die Anzahl der Klassen.</translation>
    </message>
    <message>
        <source>The learning rate is far off</source>
        <extracomment>hypothesis wont-train-learning-rate: title</extracomment>
        <translation>Die Lernrate liegt weit daneben</translation>
    </message>
    <message>
        <source>Too high, the loss oscillates or jumps to a constant (dead units, predicting one class); too low, it barely moves. Adam typically works near 1e-4..1e-3, SGD near 1e-2..1e-1.</source>
        <extracomment>hypothesis wont-train-learning-rate: explanation</extracomment>
        <translation>Zu hoch: Der Loss oszilliert oder springt auf einen konstanten Wert (tote Einheiten, Vorhersage einer einzigen Klasse); zu niedrig: Er bewegt sich kaum. Adam funktioniert typischerweise bei etwa 1e-4..1e-3, SGD bei etwa 1e-2..1e-1.</translation>
    </message>
    <message>
        <source>training.oscillation (too high) or training.plateau from the first steps (too low), and an LR range test finds a much better value.</source>
        <extracomment>hypothesis wont-train-learning-rate: supports</extracomment>
        <translation>training.oscillation (zu hoch) oder training.plateau ab den ersten Schritten (zu niedrig), und ein LR-Range-Test findet einen deutlich besseren Wert.</translation>
    </message>
    <message>
        <source>The curves are smooth and decreasing where the LR range test puts the best rate.</source>
        <extracomment>hypothesis wont-train-learning-rate: refutes</extracomment>
        <translation>Die Kurven sind glatt und fallend dort, wo der LR-Range-Test die beste Lernrate verortet.</translation>
    </message>
    <message>
        <source>Run an LR range test (increase the rate exponentially over 100 steps, pick a value a decade below where the loss explodes).</source>
        <extracomment>hypothesis wont-train-learning-rate: quick_wins</extracomment>
        <translation>Führen Sie einen LR-Range-Test durch (Lernrate über 100 Schritte exponentiell erhöhen, einen Wert eine Größenordnung unter dem Punkt wählen, an dem der Loss explodiert).</translation>
    </message>
    <message>
        <source>Try 10x and 0.1x the current rate for a few hundred steps.</source>
        <extracomment>hypothesis wont-train-learning-rate: quick_wins</extracomment>
        <translation>Probieren Sie für einige hundert Schritte 10x bzw. 0.1x der aktuellen Lernrate.</translation>
    </message>
    <message>
        <source>Add warm-up and a schedule (cosine, OneCycle).</source>
        <extracomment>hypothesis wont-train-learning-rate: escalation</extracomment>
        <translation>Fügen Sie Warm-up und einen Schedule hinzu (Cosine, OneCycle).</translation>
    </message>
    <message>
        <source>Inputs are not normalised (or normalised twice)</source>
        <extracomment>hypothesis wont-train-normalisation: title</extracomment>
        <translation>Eingaben sind nicht normalisiert (oder doppelt normalisiert)</translation>
    </message>
    <message>
        <source>Raw CT values from -1024 to 3000 HU, or MRI intensities in the thousands, saturate activations; normalising twice or per-slice on empty slices squashes the signal.</source>
        <extracomment>hypothesis wont-train-normalisation: explanation</extracomment>
        <translation>Rohe CT-Werte von -1024 bis 3000 HU oder MRT-Intensitäten im Tausenderbereich sättigen Aktivierungen; doppelte Normalisierung oder schichtweise Normalisierung auf leeren Schichten staucht das Signal.</translation>
    </message>
    <message>
        <source>Batch statistics are far from mean 0 / std 1 (or a [0, 1] range), or nearly constant.</source>
        <extracomment>hypothesis wont-train-normalisation: supports</extracomment>
        <translation>Die Batch-Statistiken liegen weit von Mittelwert 0 / Standardabweichung 1 (bzw. einem Bereich [0, 1]) entfernt oder sind nahezu konstant.</translation>
    </message>
    <message>
        <source>Inputs are in a sensible range with real variation.</source>
        <extracomment>hypothesis wont-train-normalisation: refutes</extracomment>
        <translation>Die Eingaben liegen in einem sinnvollen Bereich mit echter Variation.</translation>
    </message>
    <message>
        <source>CT: clip to a window (e.g. -1000..1000 HU) and scale to [0, 1] or z-score. MRI: z-score within the foreground.</source>
        <extracomment>hypothesis wont-train-normalisation: quick_wins</extracomment>
        <translation>CT: auf ein Fenster begrenzen (z. B. -1000..1000 HU) und auf [0, 1] skalieren oder z-standardisieren. MRT: innerhalb des Vordergrunds z-standardisieren.</translation>
    </message>
    <message>
        <source>Print min, max, mean and std of the first batch.</source>
        <extracomment>hypothesis wont-train-normalisation: quick_wins</extracomment>
        <translation>Geben Sie Minimum, Maximum, Mittelwert und Standardabweichung des ersten Batches aus.</translation>
    </message>
    <message>
        <source>Follow the preprocessing step by step on one case and save intermediate volumes.</source>
        <extracomment>hypothesis wont-train-normalisation: escalation</extracomment>
        <translation>Verfolgen Sie die Vorverarbeitung an einem Fall Schritt für Schritt und speichern Sie Zwischenvolumen.</translation>
    </message>
    <message>
        <source>Gradients are not applied to the weights</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: title</extracomment>
        <translation>Gradienten werden nicht auf die Gewichte angewendet</translation>
    </message>
    <message>
        <source>A missing `optimizer.step()`, `zero_grad()` called after `backward()`, the optimizer created before the model was replaced or moved, frozen parameters (`requires_grad=False`), or a `.detach()`/`torch.no_grad()` in the forward pass mean the weights never change.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: explanation</extracomment>
        <translation>Ein fehlendes `optimizer.step()`, `zero_grad()` nach `backward()` aufgerufen, ein Optimizer, der erstellt wurde, bevor das Modell ersetzt oder verschoben wurde, eingefrorene Parameter (`requires_grad=False`) oder ein `.detach()`/`torch.no_grad()` im Forward-Pass führen dazu, dass sich die Gewichte nie ändern.</translation>
    </message>
    <message>
        <source>Every trainable parameter gets a gradient and changes after a step.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: refutes</extracomment>
        <translation>Jeder trainierbare Parameter erhält einen Gradienten und ändert sich nach einem Schritt.</translation>
    </message>
    <message>
        <source>Order: `optimizer.zero_grad(); loss.backward(); optimizer.step()`.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: quick_wins</extracomment>
        <translation>Reihenfolge: `optimizer.zero_grad(); loss.backward(); optimizer.step()`.</translation>
    </message>
    <message>
        <source>Create the optimizer after `model.to(device)` and after any layer replacement.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: quick_wins</extracomment>
        <translation>Erstellen Sie den Optimizer nach `model.to(device)` und nach jedem Austausch von Ebenen.</translation>
    </message>
    <message>
        <source>Print parameters with `p.grad is None` after backward to find the detached branch.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: escalation</extracomment>
        <translation>Geben Sie nach backward die Parameter mit `p.grad is None` aus, um den abgetrennten Zweig zu finden.</translation>
    </message>
    <message>
        <source>Output and target shapes broadcast silently</source>
        <extracomment>hypothesis wont-train-shapes: title</extracomment>
        <translation>Ausgabe- und Ziel-Shapes werden stillschweigend gebroadcastet</translation>
    </message>
    <message>
        <source>`MSELoss` on outputs (N, 1) and targets (N,) broadcasts to (N, N); a target with a channel dimension, or channels-last where channels-first is expected, computes a loss that does not measure what you think.</source>
        <extracomment>hypothesis wont-train-shapes: explanation</extracomment>
        <translation>`MSELoss` auf Ausgaben (N, 1) und Zielen (N,) wird zu (N, N) gebroadcastet; ein Ziel mit Kanaldimension oder Channels-last, wo Channels-first erwartet wird, berechnet einen Loss, der nicht das misst, was Sie annehmen.</translation>
    </message>
    <message>
        <source>Output and target shapes differ in a way the loss broadcasts (a warning &apos;Using a target size that is different to the input size&apos; may appear).</source>
        <extracomment>hypothesis wont-train-shapes: supports</extracomment>
        <translation>Ausgabe- und Ziel-Shapes unterscheiden sich auf eine Weise, die der Loss broadcastet (eventuell erscheint die Warnung &apos;Using a target size that is different to the input size&apos;).</translation>
    </message>
    <message>
        <source>Shapes match exactly as the loss documents.</source>
        <extracomment>hypothesis wont-train-shapes: refutes</extracomment>
        <translation>Die Shapes stimmen genau mit der Dokumentation des Loss überein.</translation>
    </message>
    <message>
        <source>Assert `out.shape == target.shape` (or the documented shapes for CrossEntropyLoss: (N, C, ...) and (N, ...)) before the loss.</source>
        <extracomment>hypothesis wont-train-shapes: quick_wins</extracomment>
        <translation>Prüfen Sie vor dem Loss per Assertion `out.shape == target.shape` (bzw. die dokumentierten Shapes für CrossEntropyLoss: (N, C, ...) und (N, ...)).</translation>
    </message>
    <message>
        <source>Run with `python -W error` to turn broadcasting warnings into errors.</source>
        <extracomment>hypothesis wont-train-shapes: quick_wins</extracomment>
        <translation>Führen Sie mit `python -W error` aus, um Broadcasting-Warnungen in Fehler zu verwandeln.</translation>
    </message>
    <message>
        <source>Check the channel order through every transform (MONAI uses channel-first).</source>
        <extracomment>hypothesis wont-train-shapes: escalation</extracomment>
        <translation>Prüfen Sie die Kanalreihenfolge durch jeden Transform hindurch (MONAI verwendet Channels-first).</translation>
    </message>
    <message>
        <source>The initial predictions are badly initialised</source>
        <extracomment>hypothesis wont-train-initial-loss: title</extracomment>
        <translation>Die anfänglichen Vorhersagen sind schlecht initialisiert</translation>
    </message>
    <message>
        <source>For C balanced classes an untrained softmax model should start at a loss near ln(C) (0.69 for 2 classes, 1.10 for 3). A much higher value means confident wrong predictions from initialisation (a large bias or scale in the last layer), which can stall training.</source>
        <extracomment>hypothesis wont-train-initial-loss: explanation</extracomment>
        <translation>Bei C balancierten Klassen sollte ein untrainiertes Softmax-Modell mit einem Loss nahe ln(C) beginnen (0.69 bei 2 Klassen, 1.10 bei 3). Ein deutlich höherer Wert bedeutet sichere, aber falsche Vorhersagen aufgrund der Initialisierung (ein großer Bias oder eine große Skalierung in der letzten Ebene), was das Training zum Stillstand bringen kann.</translation>
    </message>
    <message>
        <source>The first loss is much larger than ln(C).</source>
        <extracomment>hypothesis wont-train-initial-loss: supports</extracomment>
        <translation>Der erste Loss ist deutlich größer als ln(C).</translation>
    </message>
    <message>
        <source>The first loss is close to ln(C) (or to the entropy of the class frequencies for imbalanced data).</source>
        <extracomment>hypothesis wont-train-initial-loss: refutes</extracomment>
        <translation>Der erste Loss liegt nahe ln(C) (bzw. nahe der Entropie der Klassenhäufigkeiten bei unbalancierten Daten).</translation>
    </message>
    <message>
        <source>Initialise the last layer&apos;s bias to the log class frequencies and its weights small.</source>
        <extracomment>hypothesis wont-train-initial-loss: quick_wins</extracomment>
        <translation>Initialisieren Sie den Bias der letzten Ebene mit den logarithmierten Klassenhäufigkeiten und ihre Gewichte klein.</translation>
    </message>
    <message>
        <source>Check custom weight initialisation code.</source>
        <extracomment>hypothesis wont-train-initial-loss: escalation</extracomment>
        <translation>Prüfen Sie eigenen Code zur Gewichtsinitialisierung.</translation>
    </message>
    <message>
        <source>The learning rate is too high</source>
        <extracomment>hypothesis nan-learning-rate: title</extracomment>
        <translation>Die Lernrate ist zu hoch</translation>
    </message>
    <message>
        <source>Steps that are too large make the loss oscillate and then overflow; this is the most common cause of a NaN after some steps.</source>
        <extracomment>hypothesis nan-learning-rate: explanation</extracomment>
        <translation>Zu große Schritte lassen den Loss oszillieren und dann überlaufen; das ist die häufigste Ursache für ein NaN nach einigen Schritten.</translation>
    </message>
    <message>
        <source>training.oscillation or a rising loss before the NaN, and a 10x smaller rate does not produce NaN.</source>
        <extracomment>hypothesis nan-learning-rate: supports</extracomment>
        <translation>training.oscillation oder ein steigender Loss vor dem NaN, und eine 10x kleinere Lernrate erzeugt kein NaN.</translation>
    </message>
    <message>
        <source>The loss decreases smoothly up to the NaN, and a smaller rate still produces it at the same step.</source>
        <extracomment>hypothesis nan-learning-rate: refutes</extracomment>
        <translation>Der Loss sinkt gleichmäßig bis zum NaN, und eine kleinere Lernrate erzeugt es weiterhin im selben Schritt.</translation>
    </message>
    <message>
        <source>Lower the learning rate 10x and add warm-up.</source>
        <extracomment>hypothesis nan-learning-rate: quick_wins</extracomment>
        <translation>Senken Sie die Lernrate um den Faktor 10 und fügen Sie Warm-up hinzu.</translation>
    </message>
    <message>
        <source>Clip gradients: `torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)`.</source>
        <extracomment>hypothesis nan-learning-rate: quick_wins</extracomment>
        <translation>Begrenzen Sie die Gradienten: `torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)`.</translation>
    </message>
    <message>
        <source>Run an LR range test.</source>
        <extracomment>hypothesis nan-learning-rate: escalation</extracomment>
        <translation>Führen Sie einen LR-Range-Test durch.</translation>
    </message>
    <message>
        <source>log(0), division by zero or sqrt(0) in the loss</source>
        <extracomment>hypothesis nan-log-of-zero: title</extracomment>
        <translation>log(0), Division durch null oder sqrt(0) im Loss</translation>
    </message>
    <message>
        <source>A hand-written loss computes `log(p)` with p = 0, a Dice loss divides by zero on empty masks without a smoothing term, or `sqrt` of 0 has an infinite gradient. BCELoss on probabilities of exactly 0 or 1 does the same.</source>
        <extracomment>hypothesis nan-log-of-zero: explanation</extracomment>
        <translation>Ein selbst geschriebener Loss berechnet `log(p)` mit p = 0, ein Dice-Loss teilt bei leeren Masken ohne Glättungsterm durch null, oder `sqrt` von 0 hat einen unendlichen Gradienten. BCELoss auf Wahrscheinlichkeiten von genau 0 oder 1 bewirkt dasselbe.</translation>
    </message>
    <message>
        <source>Anomaly detection points at a log, division, sqrt or pow in the loss, or the NaN appears on batches with empty masks.</source>
        <extracomment>hypothesis nan-log-of-zero: supports</extracomment>
        <translation>Die Anomalieerkennung verweist auf ein log, eine Division, sqrt oder pow im Loss, oder das NaN tritt bei Batches mit leeren Masken auf.</translation>
    </message>
    <message>
        <source>The first NaN appears in the forward pass of the model or in the inputs.</source>
        <extracomment>hypothesis nan-log-of-zero: refutes</extracomment>
        <translation>Das erste NaN tritt im Forward-Pass des Modells oder in den Eingaben auf.</translation>
    </message>
    <message>
        <source>Use `log_softmax`/`BCEWithLogitsLoss` instead of `log(softmax)`/`BCELoss`.</source>
        <extracomment>hypothesis nan-log-of-zero: quick_wins</extracomment>
        <translation>Verwenden Sie `log_softmax`/`BCEWithLogitsLoss` statt `log(softmax)`/`BCELoss`.</translation>
    </message>
    <message>
        <source>Add a smoothing term to Dice: `(2*inter + eps) / (sum_p + sum_t + eps)`; clamp before log: `torch.log(p.clamp_min(1e-7))`.</source>
        <extracomment>hypothesis nan-log-of-zero: quick_wins</extracomment>
        <translation>Fügen Sie Dice einen Glättungsterm hinzu: `(2*inter + eps) / (sum_p + sum_t + eps)`; begrenzen Sie vor dem log: `torch.log(p.clamp_min(1e-7))`.</translation>
    </message>
    <message>
        <source>Compute the loss on a batch with an empty mask in isolation.</source>
        <extracomment>hypothesis nan-log-of-zero: escalation</extracomment>
        <translation>Berechnen Sie den Loss isoliert für einen Batch mit leerer Maske.</translation>
    </message>
    <message>
        <source>Gradients explode</source>
        <extracomment>hypothesis nan-gradient-explosion: title</extracomment>
        <translation>Gradienten explodieren</translation>
    </message>
    <message>
        <source>Deep or recurrent networks without normalisation, a bad initialisation, or a rare large input give gradient norms that grow by orders of magnitude before the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: explanation</extracomment>
        <translation>Tiefe oder rekurrente Netze ohne Normalisierung, eine schlechte Initialisierung oder eine seltene große Eingabe führen zu Gradientennormen, die vor dem NaN um Größenordnungen wachsen.</translation>
    </message>
    <message>
        <source>The gradient norm is stable until the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: refutes</extracomment>
        <translation>Die Gradientennorm ist bis zum NaN stabil.</translation>
    </message>
    <message>
        <source>Clip the gradient norm (`clip_grad_norm_(params, 1.0)`) and log it.</source>
        <extracomment>hypothesis nan-gradient-explosion: quick_wins</extracomment>
        <translation>Begrenzen Sie die Gradientennorm (`clip_grad_norm_(params, 1.0)`) und protokollieren Sie sie.</translation>
    </message>
    <message>
        <source>Lower the learning rate.</source>
        <extracomment>hypothesis nan-gradient-explosion: quick_wins</extracomment>
        <translation>Senken Sie die Lernrate.</translation>
    </message>
    <message>
        <source>Log per-layer gradient norms to find the layer that blows up.</source>
        <extracomment>hypothesis nan-gradient-explosion: escalation</extracomment>
        <translation>Protokollieren Sie die Gradientennormen pro Ebene, um die Ebene zu finden, die explodiert.</translation>
    </message>
    <message>
        <source>float16 overflow under mixed precision</source>
        <extracomment>hypothesis nan-fp16-overflow: title</extracomment>
        <translation>float16-Überlauf bei Mixed Precision</translation>
    </message>
    <message>
        <source>float16 overflows above 65504: large activations, attention scores or unscaled losses become Inf. Without a GradScaler (or with manual `.half()`), the NaN reaches the weights.</source>
        <extracomment>hypothesis nan-fp16-overflow: explanation</extracomment>
        <translation>float16 läuft oberhalb von 65504 über: Große Aktivierungen, Attention-Scores oder nicht skalierte Losses werden Inf. Ohne GradScaler (oder bei manuellem `.half()`) erreicht das NaN die Gewichte.</translation>
    </message>
    <message>
        <source>The same steps in float32 (or bfloat16) produce no NaN.</source>
        <extracomment>hypothesis nan-fp16-overflow: supports</extracomment>
        <translation>Dieselben Schritte in float32 (oder bfloat16) erzeugen kein NaN.</translation>
    </message>
    <message>
        <source>float32 produces the NaN at the same step.</source>
        <extracomment>hypothesis nan-fp16-overflow: refutes</extracomment>
        <translation>float32 erzeugt das NaN im selben Schritt.</translation>
    </message>
    <message>
        <source>Use `torch.autocast(dtype=torch.bfloat16)` on GPUs that support it, or float16 with `torch.cuda.amp.GradScaler`.</source>
        <extracomment>hypothesis nan-fp16-overflow: quick_wins</extracomment>
        <translation>Verwenden Sie `torch.autocast(dtype=torch.bfloat16)` auf GPUs, die das unterstützen, oder float16 mit `torch.cuda.amp.GradScaler`.</translation>
    </message>
    <message>
        <source>Keep softmax, losses and normalisation in float32.</source>
        <extracomment>hypothesis nan-fp16-overflow: quick_wins</extracomment>
        <translation>Belassen Sie Softmax, Losses und Normalisierung in float32.</translation>
    </message>
    <message>
        <source>Hook the forward pass to find the first module whose output has Inf.</source>
        <extracomment>hypothesis nan-fp16-overflow: escalation</extracomment>
        <translation>Hängen Sie einen Hook an den Forward-Pass, um das erste Modul zu finden, dessen Ausgabe Inf enthält.</translation>
    </message>
    <message>
        <source>The scheduler sets an unexpected learning rate</source>
        <extracomment>hypothesis nan-scheduler: title</extracomment>
        <translation>Der Scheduler setzt eine unerwartete Lernrate</translation>
    </message>
    <message>
        <source>`scheduler.step()` called per batch for an epoch-based schedule (or the reverse), a OneCycle `max_lr` far above the base rate, or warm-up that ends too soon give a rate far higher than intended at some step.</source>
        <extracomment>hypothesis nan-scheduler: explanation</extracomment>
        <translation>`scheduler.step()` pro Batch aufgerufen bei einem epochenbasierten Schedule (oder umgekehrt), ein OneCycle-`max_lr` weit über der Basis-Lernrate oder ein zu früh endendes Warm-up ergeben in einem Schritt eine Lernrate weit über der beabsichtigten.</translation>
    </message>
    <message>
        <source>The logged learning rate jumps or is far above the intended value when the loss turns NaN.</source>
        <extracomment>hypothesis nan-scheduler: supports</extracomment>
        <translation>Die protokollierte Lernrate springt oder liegt weit über dem beabsichtigten Wert, wenn der Loss NaN wird.</translation>
    </message>
    <message>
        <source>The learning rate follows the intended schedule.</source>
        <extracomment>hypothesis nan-scheduler: refutes</extracomment>
        <translation>Die Lernrate folgt dem beabsichtigten Schedule.</translation>
    </message>
    <message>
        <source>Log `optimizer.param_groups[0][&apos;lr&apos;]` every step and plot it.</source>
        <extracomment>hypothesis nan-scheduler: quick_wins</extracomment>
        <translation>Protokollieren Sie `optimizer.param_groups[0][&apos;lr&apos;]` in jedem Schritt und stellen Sie es grafisch dar.</translation>
    </message>
    <message>
        <source>Check where `scheduler.step()` is called relative to the loops.</source>
        <extracomment>hypothesis nan-scheduler: escalation</extracomment>
        <translation>Prüfen Sie, wo `scheduler.step()` relativ zu den Schleifen aufgerufen wird.</translation>
    </message>
    <message>
        <source>Compare the first loss with ln(C)</source>
        <extracomment>experiment exp-initial-loss: title</extracomment>
        <translation>Ersten Loss mit ln(C) vergleichen</translation>
    </message>
    <message>
        <source>Compute the loss of the untrained model on one batch and compare it with ln(C) for C classes.</source>
        <extracomment>experiment exp-initial-loss: description</extracomment>
        <translation>Berechnen Sie den Loss des untrainierten Modells auf einem Batch und vergleichen Sie ihn mit ln(C) für C Klassen.</translation>
    </message>
    <message>
        <source>The first loss is far from ln(C), or the last activation is applied again by the loss.</source>
        <extracomment>experiment exp-initial-loss: supports</extracomment>
        <translation>Der erste Loss liegt weit von ln(C) entfernt, oder die letzte Aktivierung wird vom Loss erneut angewendet.</translation>
    </message>
    <message>
        <source>The first loss is near ln(C) and the activation matches the loss.</source>
        <extracomment>experiment exp-initial-loss: refutes</extracomment>
        <translation>Der erste Loss liegt nahe ln(C), und die Aktivierung passt zum Loss.</translation>
    </message>
    <message>
        <source>First loss</source>
        <extracomment>experiment exp-initial-loss: form initial_loss</extracomment>
        <translation>Erster Loss</translation>
    </message>
    <message>
        <source>Number of classes C</source>
        <extracomment>experiment exp-initial-loss: form num_classes</extracomment>
        <translation>Anzahl der Klassen C</translation>
    </message>
    <message>
        <source>Activation after the last layer (none, softmax, sigmoid, ReLU)</source>
        <extracomment>experiment exp-initial-loss: form last_activation</extracomment>
        <translation>Aktivierung nach der letzten Ebene (keine, Softmax, Sigmoid, ReLU)</translation>
    </message>
    <message>
        <source>Loss function</source>
        <extracomment>experiment exp-initial-loss: form loss_class</extracomment>
        <translation>Loss-Funktion</translation>
    </message>
    <message>
        <source>Print the statistics and shapes of one batch</source>
        <extracomment>experiment exp-batch-stats: title</extracomment>
        <translation>Statistiken und Shapes eines Batches ausgeben</translation>
    </message>
    <message>
        <source>Inspect exactly what the model and the loss receive.</source>
        <extracomment>experiment exp-batch-stats: description</extracomment>
        <translation>Prüfen Sie genau, was das Modell und der Loss erhalten.</translation>
    </message>
    <message>
        <source>Inputs are unscaled or constant, or shapes broadcast.</source>
        <extracomment>experiment exp-batch-stats: supports</extracomment>
        <translation>Eingaben sind nicht skaliert oder konstant, oder Shapes werden gebroadcastet.</translation>
    </message>
    <message>
        <source>Inputs are normalised and shapes match.</source>
        <extracomment>experiment exp-batch-stats: refutes</extracomment>
        <translation>Eingaben sind normalisiert und die Shapes stimmen überein.</translation>
    </message>
    <message>
        <source>Input min / max / mean / std</source>
        <extracomment>experiment exp-batch-stats: form input_range</extracomment>
        <translation>Eingabe Min / Max / Mittelwert / Std</translation>
    </message>
    <message>
        <source>Input, output and target shapes</source>
        <extracomment>experiment exp-batch-stats: form shapes</extracomment>
        <translation>Shapes von Eingabe, Ausgabe und Ziel</translation>
    </message>
    <message>
        <source>Do output and target shapes match what the loss expects?</source>
        <extracomment>experiment exp-batch-stats: form shapes_match</extracomment>
        <translation>Entsprechen die Shapes von Ausgabe und Ziel dem, was der Loss erwartet?</translation>
    </message>
    <message>
        <source>Check that a step changes the weights</source>
        <extracomment>experiment exp-grad-check: title</extracomment>
        <translation>Prüfen, dass ein Schritt die Gewichte ändert</translation>
    </message>
    <message>
        <source>Copy the parameters, run one step, and compare; list parameters without gradients.</source>
        <extracomment>experiment exp-grad-check: description</extracomment>
        <translation>Kopieren Sie die Parameter, führen Sie einen Schritt aus und vergleichen Sie; listen Sie Parameter ohne Gradienten auf.</translation>
    </message>
    <message>
        <source>No or few tensors change, or many have no gradient.</source>
        <extracomment>experiment exp-grad-check: supports</extracomment>
        <translation>Keine oder nur wenige Tensoren ändern sich, oder viele haben keinen Gradienten.</translation>
    </message>
    <message>
        <source>All trainable tensors change and one batch is overfitted.</source>
        <extracomment>experiment exp-grad-check: refutes</extracomment>
        <translation>Alle trainierbaren Tensoren ändern sich, und ein Batch wird overfittet.</translation>
    </message>
    <message>
        <source>Parameters without gradient (names)</source>
        <extracomment>experiment exp-grad-check: form params_without_grad</extracomment>
        <translation>Parameter ohne Gradient (Namen)</translation>
    </message>
    <message>
        <source>Parameter tensors changed by the step</source>
        <extracomment>experiment exp-grad-check: form tensors_changed</extracomment>
        <translation>Durch den Schritt geänderte Parameter-Tensoren</translation>
    </message>
    <message>
        <source>Does training on one batch drive the loss near 0?</source>
        <extracomment>experiment exp-grad-check: form overfits_one_batch</extracomment>
        <translation>Bringt das Training auf einem Batch den Loss nahe 0?</translation>
    </message>
    <message>
        <source>Locate the first NaN with anomaly detection</source>
        <extracomment>experiment exp-nan-anomaly: title</extracomment>
        <translation>Erstes NaN mit Anomalieerkennung lokalisieren</translation>
    </message>
    <message>
        <source>Find the operation that first produces NaN or Inf.</source>
        <extracomment>experiment exp-nan-anomaly: description</extracomment>
        <translation>Finden Sie die Operation, die als erste NaN oder Inf erzeugt.</translation>
    </message>
    <message>
        <source>The first NaN is in a log, division, sqrt or pow of the loss.</source>
        <extracomment>experiment exp-nan-anomaly: supports</extracomment>
        <translation>Das erste NaN entsteht in einem log, einer Division, sqrt oder pow des Loss.</translation>
    </message>
    <message>
        <source>The first NaN is in the inputs or the model&apos;s forward pass.</source>
        <extracomment>experiment exp-nan-anomaly: refutes</extracomment>
        <translation>Das erste NaN entsteht in den Eingaben oder im Forward-Pass des Modells.</translation>
    </message>
    <message>
        <source>Operation or module reported first</source>
        <extracomment>experiment exp-nan-anomaly: form first_nan_op</extracomment>
        <translation>Zuerst gemeldete Operation bzw. gemeldetes Modul</translation>
    </message>
    <message>
        <source>Did the batch contain an empty mask?</source>
        <extracomment>experiment exp-nan-anomaly: form empty_mask_batch</extracomment>
        <translation>Enthielt der Batch eine leere Maske?</translation>
    </message>
    <message>
        <source>Log the gradient norm every step</source>
        <extracomment>experiment exp-grad-norm: title</extracomment>
        <translation>Gradientennorm in jedem Schritt protokollieren</translation>
    </message>
    <message>
        <source>Record the total gradient norm up to the NaN.</source>
        <extracomment>experiment exp-grad-norm: description</extracomment>
        <translation>Erfassen Sie die gesamte Gradientennorm bis zum NaN.</translation>
    </message>
    <message>
        <source>The norm grows by orders of magnitude before the NaN.</source>
        <extracomment>experiment exp-grad-norm: supports</extracomment>
        <translation>Die Norm wächst vor dem NaN um Größenordnungen.</translation>
    </message>
    <message>
        <source>The norm is stable.</source>
        <extracomment>experiment exp-grad-norm: refutes</extracomment>
        <translation>Die Norm ist stabil.</translation>
    </message>
    <message>
        <source>Gradient norm in the first steps</source>
        <extracomment>experiment exp-grad-norm: form norm_early</extracomment>
        <translation>Gradientennorm in den ersten Schritten</translation>
    </message>
    <message>
        <source>Gradient norm just before the NaN</source>
        <extracomment>experiment exp-grad-norm: form norm_before_nan</extracomment>
        <translation>Gradientennorm unmittelbar vor dem NaN</translation>
    </message>
    <message>
        <source>Repeat the failing steps in float32</source>
        <extracomment>experiment exp-nan-fp32: title</extracomment>
        <translation>Fehlschlagende Schritte in float32 wiederholen</translation>
    </message>
    <message>
        <source>Turn off autocast/half precision and run to the step that failed.</source>
        <extracomment>experiment exp-nan-fp32: description</extracomment>
        <translation>Schalten Sie Autocast/halbe Genauigkeit ab und führen Sie bis zum fehlgeschlagenen Schritt aus.</translation>
    </message>
    <message>
        <source>No NaN in float32.</source>
        <extracomment>experiment exp-nan-fp32: supports</extracomment>
        <translation>Kein NaN in float32.</translation>
    </message>
    <message>
        <source>NaN at the same step in float32.</source>
        <extracomment>experiment exp-nan-fp32: refutes</extracomment>
        <translation>NaN im selben Schritt in float32.</translation>
    </message>
    <message>
        <source>Does the NaN appear in float32?</source>
        <extracomment>experiment exp-nan-fp32: form nan_in_fp32</extracomment>
        <translation>Tritt das NaN in float32 auf?</translation>
    </message>
    <message>
        <source>Is a GradScaler used with float16?</source>
        <extracomment>experiment exp-nan-fp32: form uses_gradscaler</extracomment>
        <translation>Wird bei float16 ein GradScaler verwendet?</translation>
    </message>
    <message>
        <source>Log the learning rate every step</source>
        <extracomment>experiment exp-lr-log: title</extracomment>
        <translation>Lernrate in jedem Schritt protokollieren</translation>
    </message>
    <message>
        <source>Plot the learning rate the optimizer actually used against the loss.</source>
        <extracomment>experiment exp-lr-log: description</extracomment>
        <translation>Tragen Sie die tatsächlich vom Optimizer verwendete Lernrate gegen den Loss auf.</translation>
    </message>
    <message>
        <source>The rate at the NaN is far above the intended maximum, or jumps.</source>
        <extracomment>experiment exp-lr-log: supports</extracomment>
        <translation>Die Lernrate beim NaN liegt weit über dem beabsichtigten Maximum oder springt.</translation>
    </message>
    <message>
        <source>The rate follows the intended schedule.</source>
        <extracomment>experiment exp-lr-log: refutes</extracomment>
        <translation>Die Lernrate folgt dem beabsichtigten Schedule.</translation>
    </message>
    <message>
        <source>Learning rate at the step of the NaN</source>
        <extracomment>experiment exp-lr-log: form lr_at_nan</extracomment>
        <translation>Lernrate im Schritt des NaN</translation>
    </message>
    <message>
        <source>Intended maximum learning rate</source>
        <extracomment>experiment exp-lr-log: form lr_intended</extracomment>
        <translation>Beabsichtigte maximale Lernrate</translation>
    </message>
    <message>
        <source>slurm, sbatch, srun, job, cluster, hpc, timeout, time limit, walltime, out_of_memory, oom-kill, cancelled, failed, node_fail, sacct, exit code, module, modules, container, apptainer, singularity</source>
        <extracomment>symptom slurm-job-failed: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>slurm-job, job abgebrochen, job fehlgeschlagen, zeitlimit, laufzeit, zeit überschritten, speicher überschritten, abgebrochen, fehlgeschlagen, exit-code, modul, module, modul nicht geladen, container, cluster, rechencluster</translation>
    </message>
    <message>
        <source>no gpu, gpu not found, cuda not available, is_available, no cuda gpus, nvidia driver, nvidia-smi, cpu only, container, docker, apptainer, singularity, cuda version, driver</source>
        <extracomment>symptom no-gpu-visible: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>keine gpu, gpu nicht gefunden, gpu nicht sichtbar, cuda nicht verfügbar, grafikkarte, grafiktreiber, treiber, nur cpu, cuda-version, container</translation>
    </message>
    <message>
        <source>nondeterministic, non-deterministic, not reproducible, irreproducible, reproducibility, different results, reruns, each run, random, seed, seeds, varies, variance, determinism, deterministic</source>
        <extracomment>symptom nondeterministic-results: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>nicht deterministisch, nicht reproduzierbar, reproduzierbarkeit, unterschiedliche ergebnisse, andere ergebnisse, jeder lauf, zufall, zufällig, seed, seeds, schwankt, schwankungen, varianz, determinismus, deterministisch</translation>
    </message>
    <message>
        <source>cpu vs gpu, cpu and gpu, different on gpu, different on cpu, device, tf32, precision, float16, autocast, a100, ampere, numerical difference</source>
        <extracomment>symptom cpu-gpu-mismatch: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>cpu gegen gpu, cpu und gpu, anders auf der gpu, anders auf der cpu, gerät, genauigkeit, rechengenauigkeit, float16, autocast, numerischer unterschied, numerische abweichung</translation>
    </message>
    <message>
        <source>metric, auc, dice, accuracy, below 0.5, inverted, wrong metric, implausible, positive class, pos_label, radiomics, features, bin width, bincount, discretisation, histogram, hd95, per slice</source>
        <extracomment>symptom metric-implausible: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>metrik, accuracy, genauigkeit, unter 0.5, invertiert, umgekehrt, falsche metrik, unplausibel, positive klasse, radiomics, merkmale, klassenbreite, diskretisierung, histogramm, pro schicht</translation>
    </message>
    <message>
        <source>cuda out of memory, out of memory, outofmemoryerror, cuda, gpu memory, vram, oom, tried to allocate, memory grows, memory leak, validation, batch size, patch size, reserved</source>
        <extracomment>symptom cuda-out-of-memory: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>speicher erschöpft, kein speicher, gpu-speicher, grafikspeicher, speicherleck, speicher wächst, validierung, batch-größe, batchgröße, patch-größe, patchgröße, reserviert</translation>
    </message>
    <message>
        <source>segmentation fault, segfault, sigsegv, core dumped, exit code 139, fatal python error, bus error, killed by signal, crash, crashes, c extension, simpleitk, itk, opencv, cv2, numpy, pydicom, gdcm</source>
        <extracomment>symptom segfault: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>speicherzugriffsfehler, segmentierungsfehler, absturz, stürzt ab, abgestürzt, core dump, speicherabzug, c-erweiterung, signal</translation>
    </message>
    <message>
        <source>killed, exit code 137, sigkill, oom killer, oom-kill, oom, out of memory, ram, host memory, memory, worker killed, maxrss, swap</source>
        <extracomment>symptom killed-oom: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>abgebrochen, beendet, getötet, killed, oom-killer, kein arbeitsspeicher, arbeitsspeicher, hauptspeicher, speicher, worker beendet, auslagerung</translation>
    </message>
    <message>
        <source>corrupt, corrupted, fails to load, cannot read, unreadable, truncated, invalid dicom, invaliddicomerror, eoferror, decode, pixel data, transfer syntax, jpeg 2000, zlib, some files, one case, dataset</source>
        <extracomment>symptom corrupt-dataset: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>beschädigt, defekt, kaputt, lässt sich nicht laden, nicht lesbar, unlesbar, abgeschnitten, ungültiges dicom, dekodieren, dekodierung, pixeldaten, transfersyntax, einige dateien, ein fall, datensatz</translation>
    </message>
    <message>
        <source>mask, label, segmentation, prediction, overlay, flipped, flip, mirrored, upside down, left-right, shifted, shift, offset, misaligned, misalignment, rotated, transposed, wrong place, wrong side, orientation, affine, qform, sform, origin, spacing, stretched, does not line up, not aligned</source>
        <extracomment>symptom mask-misaligned: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>maske, organmaske, segmentierung, label, vorhersage, überlagerung, gespiegelt, spiegelung, seitenverkehrt, kopfüber, links-rechts, linke seite, rechte seite, falsche seite, verschoben, verschiebung, versatz, versetzt, falsch ausgerichtet, gedreht, rotiert, vertauscht, falscher ort, falsche stelle, ausrichtung, orientierung, ursprung, voxelabstand, gestreckt, gestaucht, passt nicht, liegt daneben, deckt sich nicht</translation>
    </message>
    <message>
        <source>mask, label, smoothed, smooth, blurred, blurry, soft, interpolated, interpolation, resampled, in-between, between labels, non-integer, fractional, extra labels, unexpected labels, border values, staircase</source>
        <extracomment>symptom mask-smoothed: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>maske, label, geglättet, glatt, verschwommen, unscharf, weich, interpoliert, interpolation, neu abgetastet, zwischenwerte, zwischen den labels, nicht ganzzahlig, gebrochen, zusätzliche labels, unerwartete labels, randwerte, treppenstufen, treppeneffekt</translation>
    </message>
    <message>
        <source>mask, label, labels, 255, 0/255, empty mask, all zeros, blank, label values, unexpected labels, ignore_index, probability map, logits, argmax, one-hot, wrong classes, cut off, border</source>
        <extracomment>symptom mask-unexpected-values: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>maske, label, labels, leere maske, leer, nur nullen, alles null, labelwerte, unerwartete labels, wahrscheinlichkeitskarte, logits, argmax, one-hot, falsche klassen, abgeschnitten, rand</translation>
    </message>
    <message>
        <source>slow, slower, takes forever, speed, throughput, gpu utilisation, gpu utilization, gpu idle, low utilization, dataloader, data loading, bottleneck, epoch takes, profiling, ddp, multi-gpu, scaling, dicom decoding</source>
        <extracomment>symptom slow-training: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>langsam, langsamer, dauert ewig, dauert zu lange, geschwindigkeit, durchsatz, gpu-auslastung, auslastung, gpu untätig, geringe auslastung, dataloader, daten laden, datenladen, flaschenhals, engpass, epoche dauert, profiling, multi-gpu, skalierung, dicom-dekodierung</translation>
    </message>
    <message>
        <source>hang, hangs, hanging, stuck, freezes, frozen, deadlock, no progress, waits forever, init_process_group, barrier, nccl, distributed, ddp, dataloader, collate, first batch, end of epoch, shm, shared memory</source>
        <extracomment>symptom training-hangs: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>hängt, hängen, hängt fest, bleibt stehen, friert ein, eingefroren, blockiert, verklemmung, deadlock, kein fortschritt, wartet ewig, verteilt, verteiltes training, dataloader, erster batch, ende der epoche, gemeinsamer speicher</translation>
    </message>
    <message>
        <source>won&apos;t train, wont train, does not learn, not learning, doesn&apos;t learn, loss flat, loss not decreasing, stuck loss, plateau, predicts background, all zeros, one class, underfitting, overfit one batch, learning rate, accuracy stuck, dice zero</source>
        <extracomment>symptom model-wont-train: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>lernt nicht, trainiert nicht, kein lernen, loss flach, loss sinkt nicht, loss bleibt gleich, plateau, sagt nur hintergrund vorher, nur hintergrund, nur nullen, eine klasse, underfitting, unteranpassung, lernrate, genauigkeit stagniert, dice null</translation>
    </message>
    <message>
        <source>nan, nan loss, loss is nan, inf, infinity, infinite, diverge, diverges, divergence, exploding, explodes, gradient explosion, overflow, fp16, amp, mixed precision, gradscaler, log(0)</source>
        <extracomment>symptom nan-loss: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>nan, nan-loss, loss ist nan, unendlich, divergiert, divergenz, explodiert, explodierende gradienten, gradientenexplosion, überlauf, fp16, gemischte genauigkeit, mixed precision, log(0)</translation>
    </message>
    <message>
        <source>Both pipelines give the model the same input to within rounding and the same prediction.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: refutes</extracomment>
        <translation>Beide Pipelines geben dem Modell bis auf Rundungsfehler dieselbe Eingabe und liefern dieselbe Vorhersage.</translation>
    </message>
    <message>
        <source>CPU results depend on the number of threads</source>
        <extracomment>hypothesis nondet-cpu-threads: title</extracomment>
        <translation>CPU-Ergebnisse hängen von der Anzahl der Threads ab</translation>
    </message>
    <message>
        <source>Parallel reductions split the sum differently for each thread count, so outputs change with OMP_NUM_THREADS or with the machine; a model near a decision boundary turns that into different labels.</source>
        <extracomment>hypothesis nondet-cpu-threads: explanation</extracomment>
        <translation>Parallele Reduktionen teilen die Summe für jede Thread-Anzahl anders auf, sodass sich die Ausgaben mit OMP_NUM_THREADS oder mit der Maschine ändern; ein Modell nahe einer Entscheidungsgrenze macht daraus unterschiedliche Labels.</translation>
    </message>
    <message>
        <source>CPU outputs differ between thread counts but not between repeats at one count (model.thread_sensitivity).</source>
        <extracomment>hypothesis nondet-cpu-threads: supports</extracomment>
        <translation>CPU-Ausgaben unterscheiden sich zwischen Thread-Anzahlen, aber nicht zwischen Wiederholungen bei derselben Anzahl (model.thread_sensitivity).</translation>
    </message>
    <message>
        <source>CPU outputs agree across thread counts.</source>
        <extracomment>hypothesis nondet-cpu-threads: refutes</extracomment>
        <translation>CPU-Ausgaben stimmen über alle Thread-Anzahlen überein.</translation>
    </message>
    <message>
        <source>Fix the thread count in production: `torch.set_num_threads(n)` or `OMP_NUM_THREADS=n`.</source>
        <extracomment>hypothesis nondet-cpu-threads: quick_wins</extracomment>
        <translation>Legen Sie die Thread-Anzahl im Produktivbetrieb fest: `torch.set_num_threads(n)` oder `OMP_NUM_THREADS=n`.</translation>
    </message>
    <message>
        <source>Run in float64 to see whether the model itself is unstable near the boundary.</source>
        <extracomment>hypothesis nondet-cpu-threads: escalation</extracomment>
        <translation>Führen Sie das Modell in float64 aus, um zu sehen, ob es selbst nahe der Entscheidungsgrenze instabil ist.</translation>
    </message>
    <message>
        <source>The model&apos;s arithmetic differs between CPU and GPU</source>
        <extracomment>hypothesis cpugpu-device-difference: title</extracomment>
        <translation>Die Arithmetik des Modells unterscheidet sich zwischen CPU und GPU</translation>
    </message>
    <message>
        <source>Even in float32 with deterministic kernels, CPU and GPU libraries order sums differently and implement some operations (interpolation, reductions, fused kernels) differently; a model sensitive to small input changes amplifies that into different labels.</source>
        <extracomment>hypothesis cpugpu-device-difference: explanation</extracomment>
        <translation>Selbst in float32 mit deterministischen Kernels summieren CPU- und GPU-Bibliotheken in anderer Reihenfolge und implementieren manche Operationen (Interpolation, Reduktionen, fusionierte Kernels) anders; ein Modell, das empfindlich auf kleine Änderungen der Eingabe reagiert, verstärkt das zu unterschiedlichen Labels.</translation>
    </message>
    <message>
        <source>CPU and GPU outputs agree within the tolerance.</source>
        <extracomment>hypothesis cpugpu-device-difference: refutes</extracomment>
        <translation>CPU- und GPU-Ausgaben stimmen innerhalb der Toleranz überein.</translation>
    </message>
    <message>
        <source>Run both with `torch.use_deterministic_algorithms(True)` and TF32 off, and compare the probabilities, not only the labels.</source>
        <extracomment>hypothesis cpugpu-device-difference: quick_wins</extracomment>
        <translation>Führen Sie beide mit `torch.use_deterministic_algorithms(True)` und ausgeschaltetem TF32 aus und vergleichen Sie die Wahrscheinlichkeiten, nicht nur die Labels.</translation>
    </message>
    <message>
        <source>Compare each layer&apos;s output on both devices (forward hooks) to find the first one that differs.</source>
        <extracomment>hypothesis cpugpu-device-difference: escalation</extracomment>
        <translation>Vergleichen Sie die Ausgabe jeder Ebene auf beiden Geräten (Forward-Hooks), um die erste zu finden, die abweicht.</translation>
    </message>
    <message>
        <source>Runs the TorchScript model N times on the same input, on CPU and on GPU where there is one, with TF32, deterministic algorithms, cuDNN benchmark mode and the thread count toggled, maps where the outputs disagree, and lists submodules left in training mode (dropout, batch norm).</source>
        <extracomment>experiment exp-determinism: description</extracomment>
        <translation>Führt das TorchScript-Modell N-mal auf derselben Eingabe aus, auf der CPU und, falls vorhanden, auf der GPU, wobei TF32, deterministische Algorithmen, der cuDNN-Benchmark-Modus und die Thread-Anzahl umgeschaltet werden, kartiert, wo die Ausgaben voneinander abweichen, und listet Submodule auf, die im Trainingsmodus geblieben sind (Dropout, Batch-Norm).</translation>
    </message>
    <message>
        <source>An input volume (several for a multi-channel model)</source>
        <extracomment>experiment exp-determinism: inputs image</extracomment>
        <translation>Ein Eingabevolumen (mehrere bei einem Modell mit mehreren Kanälen)</translation>
    </message>
    <message>
        <source>The preprocessing spec of inference (.json; optional, see docs/preprocessing.md)</source>
        <extracomment>experiment exp-determinism: inputs spec</extracomment>
        <translation>Die Vorverarbeitungsspezifikation der Inferenz (.json; optional, siehe docs/preprocessing.md)</translation>
    </message>
    <message>
        <source>Runs per variant (default 3)</source>
        <extracomment>experiment exp-determinism: inputs repeats</extracomment>
        <translation>Läufe pro Variante (Standard: 3)</translation>
    </message>
    <message>
        <source>Device: auto, cpu or cuda (default auto)</source>
        <extracomment>experiment exp-determinism: inputs device
----------
experiment exp-model-parity: inputs device
----------
experiment exp-model-overfit: inputs device
----------
experiment exp-model-gradients: inputs device
----------
experiment exp-model-initial-loss: inputs device
----------
experiment exp-model-activations: inputs device</extracomment>
        <translation>Gerät: auto, cpu oder cuda (Standard: auto)</translation>
    </message>
    <message>
        <source>Run the model on the training and the inference preprocessing of one case</source>
        <extracomment>experiment exp-model-parity: title</extracomment>
        <translation>Modell auf der Trainings- und der Inferenz-Vorverarbeitung eines Falls ausführen</translation>
    </message>
    <message>
        <source>Preprocesses one case with the training recipe&apos;s spec and with the inference spec (or takes the two tensors both pipelines saved), runs the model on both, compares the inputs and the predictions (Dice of the label maps, largest probability difference), and swaps the specs&apos; steps one at a time to name the step that makes the difference.</source>
        <extracomment>experiment exp-model-parity: description</extracomment>
        <translation>Verarbeitet einen Fall mit der Spezifikation des Trainingsrezepts und mit der Inferenz-Spezifikation vor (oder nimmt die beiden Tensoren, die beide Pipelines gespeichert haben), führt das Modell auf beiden aus, vergleicht die Eingaben und die Vorhersagen (Dice der Labelkarten, größte Differenz der Wahrscheinlichkeiten) und tauscht die Schritte der Spezifikationen einzeln aus, um den Schritt zu benennen, der den Unterschied ausmacht.</translation>
    </message>
    <message>
        <source>The model&apos;s predictions on the two preprocessings differ (label Dice below 0.99 or probabilities apart by more than 0.05), and a swapped step names the cause.</source>
        <extracomment>experiment exp-model-parity: supports</extracomment>
        <translation>Die Vorhersagen des Modells auf den beiden Vorverarbeitungen unterscheiden sich (Label-Dice unter 0.99 oder Wahrscheinlichkeiten um mehr als 0.05 auseinander), und ein ausgetauschter Schritt benennt die Ursache.</translation>
    </message>
    <message>
        <source>Both preprocessings give the same input to within rounding and the same prediction.</source>
        <extracomment>experiment exp-model-parity: refutes</extracomment>
        <translation>Beide Vorverarbeitungen ergeben bis auf Rundungsfehler dieselbe Eingabe und dieselbe Vorhersage.</translation>
    </message>
    <message>
        <source>One raw input volume (with the two specs)</source>
        <extracomment>experiment exp-model-parity: inputs image</extracomment>
        <translation>Ein unverarbeitetes Eingabevolumen (mit den beiden Spezifikationen)</translation>
    </message>
    <message>
        <source>The training pipeline&apos;s preprocessing spec (.json)</source>
        <extracomment>experiment exp-model-parity: inputs train_spec</extracomment>
        <translation>Die Vorverarbeitungsspezifikation der Trainings-Pipeline (.json)</translation>
    </message>
    <message>
        <source>The inference pipeline&apos;s preprocessing spec (.json)</source>
        <extracomment>experiment exp-model-parity: inputs spec</extracomment>
        <translation>Die Vorverarbeitungsspezifikation der Inferenz-Pipeline (.json)</translation>
    </message>
    <message>
        <source>Or: the tensor the training pipeline fed the model (.npy or .pt)</source>
        <extracomment>experiment exp-model-parity: inputs tensor_a</extracomment>
        <translation>Oder: der Tensor, den die Trainings-Pipeline dem Modell gegeben hat (.npy oder .pt)</translation>
    </message>
    <message>
        <source>And the tensor the inference pipeline fed it for the same case (.npy or .pt)</source>
        <extracomment>experiment exp-model-parity: inputs tensor_b</extracomment>
        <translation>Und der Tensor, den die Inferenz-Pipeline ihm für denselben Fall gegeben hat (.npy oder .pt)</translation>
    </message>
    <message>
        <source>Overfit one small batch</source>
        <extracomment>experiment exp-model-overfit: title</extracomment>
        <translation>Einen kleinen Batch overfitten</translation>
    </message>
    <message>
        <source>Trains a copy of the model on one or a few (image, mask) pairs for a fixed number of steps and records the loss curve. A correct model and loss drive the loss near zero; one that cannot has a bug in the code (a detached output, frozen layers, a wrong loss), not in the data.</source>
        <extracomment>experiment exp-model-overfit: description</extracomment>
        <translation>Trainiert eine Kopie des Modells für eine feste Zahl von Schritten auf einem oder wenigen Paaren (Bild, Maske) und zeichnet die Loss-Kurve auf. Ein korrektes Modell mit korrektem Loss treibt den Loss gegen null; gelingt das nicht, steckt der Fehler im Code (eine abgetrennte Ausgabe, eingefrorene Ebenen, ein falscher Loss), nicht in den Daten.</translation>
    </message>
    <message>
        <source>The loss stays far above zero after the steps, or the output is detached from the weights.</source>
        <extracomment>experiment exp-model-overfit: supports</extracomment>
        <translation>Der Loss bleibt nach den Schritten weit über null, oder die Ausgabe ist von den Gewichten abgetrennt.</translation>
    </message>
    <message>
        <source>The loss falls near zero and the batch&apos;s labels are reproduced.</source>
        <extracomment>experiment exp-model-overfit: refutes</extracomment>
        <translation>Der Loss sinkt gegen null, und die Labels des Batches werden reproduziert.</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt), saved with torch.jit.script so that it can train</source>
        <extracomment>experiment exp-model-overfit: inputs model</extracomment>
        <translation>Das TorchScript-Modell (.pt), mit torch.jit.script gespeichert, damit es trainieren kann</translation>
    </message>
    <message>
        <source>One to four training images</source>
        <extracomment>experiment exp-model-overfit: inputs image</extracomment>
        <translation>Ein bis vier Trainingsbilder</translation>
    </message>
    <message>
        <source>Their label maps, in the same order</source>
        <extracomment>experiment exp-model-overfit: inputs mask</extracomment>
        <translation>Ihre Labelkarten, in derselben Reihenfolge</translation>
    </message>
    <message>
        <source>The training pipeline&apos;s preprocessing spec (.json; optional)</source>
        <extracomment>experiment exp-model-overfit: inputs spec
----------
experiment exp-model-gradients: inputs spec
----------
experiment exp-model-initial-loss: inputs spec</extracomment>
        <translation>Die Vorverarbeitungsspezifikation der Trainings-Pipeline (.json; optional)</translation>
    </message>
    <message>
        <source>Optimiser steps (default 100)</source>
        <extracomment>experiment exp-model-overfit: inputs steps</extracomment>
        <translation>Optimizer-Schritte (Standard: 100)</translation>
    </message>
    <message>
        <source>Check the gradient of every parameter</source>
        <extracomment>experiment exp-model-gradients: title</extracomment>
        <translation>Gradienten jedes Parameters prüfen</translation>
    </message>
    <message>
        <source>Runs one forward and backward pass on a training pair and lists, for every parameter, whether it gets a gradient and its norm: parameters without gradient, with zero, non-finite or exploding gradients, frozen parameters, and an output detached from the weights.</source>
        <extracomment>experiment exp-model-gradients: description</extracomment>
        <translation>Führt auf einem Trainingspaar einen Forward- und einen Backward-Pass aus und listet für jeden Parameter auf, ob er einen Gradienten erhält und dessen Norm: Parameter ohne Gradient, mit null, nicht endlichem oder explodierendem Gradienten, eingefrorene Parameter und eine von den Gewichten abgetrennte Ausgabe.</translation>
    </message>
    <message>
        <source>Trainable parameters get no gradient, a zero, non-finite or exploding one, or the output is detached.</source>
        <extracomment>experiment exp-model-gradients: supports</extracomment>
        <translation>Trainierbare Parameter erhalten keinen Gradienten, einen Gradienten von null, einen nicht endlichen oder einen explodierenden, oder die Ausgabe ist abgetrennt.</translation>
    </message>
    <message>
        <source>Every trainable parameter gets a finite, non-zero gradient of ordinary size.</source>
        <extracomment>experiment exp-model-gradients: refutes</extracomment>
        <translation>Jeder trainierbare Parameter erhält einen endlichen, von null verschiedenen Gradienten gewöhnlicher Größe.</translation>
    </message>
    <message>
        <source>A training image</source>
        <extracomment>experiment exp-model-gradients: inputs image
----------
experiment exp-model-initial-loss: inputs image</extracomment>
        <translation>Ein Trainingsbild</translation>
    </message>
    <message>
        <source>Its label map</source>
        <extracomment>experiment exp-model-gradients: inputs mask
----------
experiment exp-model-initial-loss: inputs mask</extracomment>
        <translation>Seine Labelkarte</translation>
    </message>
    <message>
        <source>Compare the untrained model&apos;s loss with ln(C)</source>
        <extracomment>experiment exp-model-initial-loss: title</extracomment>
        <translation>Loss des untrainierten Modells mit ln(C) vergleichen</translation>
    </message>
    <message>
        <source>Runs the model on a training pair, computes the cross-entropy of its output against the mask, and compares it with ln(C) for C classes and with the entropy of the mask&apos;s class frequencies; also says whether the output already looks like probabilities (an activation the loss applies again).</source>
        <extracomment>experiment exp-model-initial-loss: description</extracomment>
        <translation>Führt das Modell auf einem Trainingspaar aus, berechnet die Kreuzentropie seiner Ausgabe gegen die Maske und vergleicht sie mit ln(C) für C Klassen und mit der Entropie der Klassenhäufigkeiten der Maske; sagt außerdem, ob die Ausgabe bereits wie Wahrscheinlichkeiten aussieht (eine Aktivierung, die der Loss ein zweites Mal anwendet).</translation>
    </message>
    <message>
        <source>The first loss is far from ln(C) (and from the class-frequency entropy), or the output is already softmax or sigmoid.</source>
        <extracomment>experiment exp-model-initial-loss: supports</extracomment>
        <translation>Der erste Loss liegt weit von ln(C) (und von der Entropie der Klassenhäufigkeiten) entfernt, oder die Ausgabe ist bereits Softmax oder Sigmoid.</translation>
    </message>
    <message>
        <source>The first loss is close to ln(C) or to the class-frequency entropy, and the output is raw logits.</source>
        <extracomment>experiment exp-model-initial-loss: refutes</extracomment>
        <translation>Der erste Loss liegt nahe bei ln(C) oder bei der Entropie der Klassenhäufigkeiten, und die Ausgabe besteht aus rohen Logits.</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt), untrained or freshly initialised</source>
        <extracomment>experiment exp-model-initial-loss: inputs model</extracomment>
        <translation>Das TorchScript-Modell (.pt), untrainiert oder frisch initialisiert</translation>
    </message>
    <message>
        <source>Number of classes C (default: the model&apos;s output channels)</source>
        <extracomment>experiment exp-model-initial-loss: inputs classes</extracomment>
        <translation>Anzahl der Klassen C (Standard: die Ausgabekanäle des Modells)</translation>
    </message>
    <message>
        <source>Weights and activations, layer by layer</source>
        <extracomment>experiment exp-model-activations: title</extracomment>
        <translation>Gewichte und Aktivierungen, Ebene für Ebene</translation>
    </message>
    <message>
        <source>Runs the model on an input with every submodule&apos;s output recorded: per layer the mean, spread and range of weights and activations, the fraction of dead (always zero) units, activations that grow layer after layer, and the first submodule whose output holds NaN or Inf.</source>
        <extracomment>experiment exp-model-activations: description</extracomment>
        <translation>Führt das Modell auf einer Eingabe aus und zeichnet dabei die Ausgabe jedes Submoduls auf: je Ebene Mittelwert, Streuung und Wertebereich der Gewichte und Aktivierungen, den Anteil toter (stets null) Einheiten, Aktivierungen, die von Ebene zu Ebene wachsen, und das erste Submodul, dessen Ausgabe NaN oder Inf enthält.</translation>
    </message>
    <message>
        <source>A submodule outputs NaN or Inf (the first is named), most units of a layer are dead, or activations explode.</source>
        <extracomment>experiment exp-model-activations: supports</extracomment>
        <translation>Ein Submodul gibt NaN oder Inf aus (das erste wird genannt), die meisten Einheiten einer Ebene sind tot, oder die Aktivierungen explodieren.</translation>
    </message>
    <message>
        <source>Weights and activations are finite, alive and of stable size through the network.</source>
        <extracomment>experiment exp-model-activations: refutes</extracomment>
        <translation>Gewichte und Aktivierungen sind im ganzen Netz endlich, lebendig und von stabiler Größe.</translation>
    </message>
    <message>
        <source>The preprocessing spec (.json; optional)</source>
        <extracomment>experiment exp-model-activations: inputs spec</extracomment>
        <translation>Die Vorverarbeitungsspezifikation (.json; optional)</translation>
    </message>
    <message>
        <source>Trainable parameters get no gradient or a zero one, or the output is detached from the weights; by hand: weights are identical before and after a step.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: supports</extracomment>
        <translation>Trainierbare Parameter erhalten keinen Gradienten oder einen von null, oder die Ausgabe ist von den Gewichten abgetrennt; von Hand: Die Gewichte sind vor und nach einem Schritt identisch.</translation>
    </message>
    <message>
        <source>Layers meant to train are frozen</source>
        <extracomment>hypothesis wont-train-frozen-parameters: title</extracomment>
        <translation>Ebenen, die trainieren sollen, sind eingefroren</translation>
    </message>
    <message>
        <source>`requires_grad=False` left on after fine-tuning a pretrained backbone, a frozen output layer, or parameters missing from the optimizer&apos;s groups mean part of the network never learns; a frozen output layer alone stops all learning of the classes.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: explanation</extracomment>
        <translation>Ein nach dem Fine-Tuning eines vortrainierten Backbones stehen gebliebenes `requires_grad=False`, eine eingefrorene Ausgabeebene oder Parameter, die in den Gruppen des Optimizers fehlen, bedeuten, dass ein Teil des Netzes nie lernt; eine eingefrorene Ausgabeebene allein stoppt jedes Lernen der Klassen.</translation>
    </message>
    <message>
        <source>The output layer is frozen (model.frozen_output_layer), or parameters you meant to train have requires_grad off (model.frozen_parameters).</source>
        <extracomment>hypothesis wont-train-frozen-parameters: supports</extracomment>
        <translation>Die Ausgabeebene ist eingefroren (model.frozen_output_layer), oder Parameter, die trainieren sollten, haben requires_grad ausgeschaltet (model.frozen_parameters).</translation>
    </message>
    <message>
        <source>Every parameter you meant to train has requires_grad on.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: refutes</extracomment>
        <translation>Jeder Parameter, der trainieren soll, hat requires_grad eingeschaltet.</translation>
    </message>
    <message>
        <source>`print([n for n, p in model.named_parameters() if not p.requires_grad])`</source>
        <extracomment>hypothesis wont-train-frozen-parameters: quick_wins</extracomment>
        <translation>`print([n for n, p in model.named_parameters() if not p.requires_grad])`</translation>
    </message>
    <message>
        <source>After loading pretrained weights, unfreeze with `for p in model.parameters(): p.requires_grad_(True)` and rebuild the optimizer.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: quick_wins</extracomment>
        <translation>Heben Sie nach dem Laden vortrainierter Gewichte das Einfrieren mit `for p in model.parameters(): p.requires_grad_(True)` auf und erstellen Sie den Optimizer neu.</translation>
    </message>
    <message>
        <source>Compare the optimizer&apos;s parameter groups with `model.parameters()`: a parameter missing from both is never updated.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: escalation</extracomment>
        <translation>Vergleichen Sie die Parametergruppen des Optimizers mit `model.parameters()`: Ein Parameter, der in beiden fehlt, wird nie aktualisiert.</translation>
    </message>
    <message>
        <source>The model and loss cannot fit even one batch</source>
        <extracomment>hypothesis wont-train-cannot-overfit: title</extracomment>
        <translation>Modell und Loss können nicht einmal einen Batch fitten</translation>
    </message>
    <message>
        <source>A network that trains correctly can memorise one small batch in a few dozen steps. If it cannot, the fault is in the code (a detached output, frozen layers, the wrong loss or targets, a learning rate far off), not in the amount or quality of the data.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: explanation</extracomment>
        <translation>Ein Netz, das korrekt trainiert, kann einen kleinen Batch in einigen Dutzend Schritten auswendig lernen. Gelingt das nicht, liegt der Fehler im Code (eine abgetrennte Ausgabe, eingefrorene Ebenen, falscher Loss oder falsche Zielwerte, eine weit danebenliegende Lernrate), nicht in Menge oder Qualität der Daten.</translation>
    </message>
    <message>
        <source>The loss on one batch stays far above zero after the steps (model.cannot_overfit), or the output is detached.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: supports</extracomment>
        <translation>Der Loss auf einem Batch bleibt nach den Schritten weit über null (model.cannot_overfit), oder die Ausgabe ist abgetrennt.</translation>
    </message>
    <message>
        <source>The loss on one batch falls near zero: the model and loss can learn, look at the data and the schedule.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: refutes</extracomment>
        <translation>Der Loss auf einem Batch sinkt gegen null: Modell und Loss können lernen; sehen Sie sich die Daten und den Lernraten-Scheduler an.</translation>
    </message>
    <message>
        <source>Train on one batch with augmentation off and a learning rate of 1e-3 (Adam) for 200 steps and plot the loss.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: quick_wins</extracomment>
        <translation>Trainieren Sie 200 Schritte lang auf einem Batch mit ausgeschalteter Augmentierung und einer Lernrate von 1e-3 (Adam) und stellen Sie den Loss grafisch dar.</translation>
    </message>
    <message>
        <source>Remove parts of the model (deep supervision, auxiliary heads) until one batch overfits.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: escalation</extracomment>
        <translation>Entfernen Sie Teile des Modells (Deep Supervision, Hilfsköpfe), bis ein Batch overfittet wird.</translation>
    </message>
    <message>
        <source>Activations die or saturate inside the network</source>
        <extracomment>hypothesis wont-train-dead-activations: title</extracomment>
        <translation>Aktivierungen sterben ab oder sättigen im Netz</translation>
    </message>
    <message>
        <source>A large learning rate, a bad initialisation or unnormalised inputs push ReLUs to output zero for every input (dead units) or activations to grow layer after layer; the layers behind them then get no useful signal.</source>
        <extracomment>hypothesis wont-train-dead-activations: explanation</extracomment>
        <translation>Eine große Lernrate, eine schlechte Initialisierung oder nicht normalisierte Eingaben bringen ReLUs dazu, für jede Eingabe null auszugeben (tote Einheiten), oder lassen Aktivierungen von Ebene zu Ebene wachsen; die Ebenen dahinter erhalten dann kein brauchbares Signal.</translation>
    </message>
    <message>
        <source>Most units of some layer are dead, or activations grow by orders of magnitude through the network.</source>
        <extracomment>hypothesis wont-train-dead-activations: supports</extracomment>
        <translation>Die meisten Einheiten einer Ebene sind tot, oder die Aktivierungen wachsen durch das Netz um Größenordnungen.</translation>
    </message>
    <message>
        <source>Every layer has live units and activations of stable size.</source>
        <extracomment>hypothesis wont-train-dead-activations: refutes</extracomment>
        <translation>Jede Ebene hat lebendige Einheiten und Aktivierungen stabiler Größe.</translation>
    </message>
    <message>
        <source>Normalise the inputs and check the initialisation (Kaiming for ReLU).</source>
        <extracomment>hypothesis wont-train-dead-activations: quick_wins</extracomment>
        <translation>Normalisieren Sie die Eingaben und prüfen Sie die Initialisierung (Kaiming für ReLU).</translation>
    </message>
    <message>
        <source>Use LeakyReLU or lower the learning rate.</source>
        <extracomment>hypothesis wont-train-dead-activations: quick_wins</extracomment>
        <translation>Verwenden Sie LeakyReLU oder senken Sie die Lernrate.</translation>
    </message>
    <message>
        <source>Log the fraction of zero activations per layer during training.</source>
        <extracomment>hypothesis wont-train-dead-activations: escalation</extracomment>
        <translation>Protokollieren Sie während des Trainings den Anteil der Null-Aktivierungen pro Ebene.</translation>
    </message>
    <message>
        <source>Gradients of some parameters are non-finite or orders of magnitude above the others on a training batch; by hand: the total gradient norm rises by orders of magnitude in the steps before the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: supports</extracomment>
        <translation>Die Gradienten einiger Parameter sind auf einem Trainings-Batch nicht endlich oder liegen Größenordnungen über denen der anderen; von Hand: Die gesamte Gradientennorm steigt in den Schritten vor dem NaN um Größenordnungen.</translation>
    </message>
    <message>
        <source>The forward pass itself produces NaN or Inf</source>
        <extracomment>hypothesis nan-model-forward: title</extracomment>
        <translation>Schon der Forward-Pass erzeugt NaN oder Inf</translation>
    </message>
    <message>
        <source>Weights that already hold NaN (saved after a diverged step), an overflow in one layer, or an operation such as log, sqrt or division inside the model make the output non-finite before any loss is computed.</source>
        <extracomment>hypothesis nan-model-forward: explanation</extracomment>
        <translation>Gewichte, die bereits NaN enthalten (nach einem divergierten Schritt gespeichert), ein Überlauf in einer Ebene oder eine Operation wie log, sqrt oder eine Division im Modell machen die Ausgabe nicht endlich, bevor überhaupt ein Loss berechnet wird.</translation>
    </message>
    <message>
        <source>Every submodule&apos;s output is finite on the input.</source>
        <extracomment>hypothesis nan-model-forward: refutes</extracomment>
        <translation>Die Ausgabe jedes Submoduls ist auf der Eingabe endlich.</translation>
    </message>
    <message>
        <source>Check the weights: `any(not torch.isfinite(p).all() for p in model.parameters())`.</source>
        <extracomment>hypothesis nan-model-forward: quick_wins</extracomment>
        <translation>Prüfen Sie die Gewichte: `any(not torch.isfinite(p).all() for p in model.parameters())`.</translation>
    </message>
    <message>
        <source>Run the named submodule alone on its input and look for log, sqrt, division or exp.</source>
        <extracomment>hypothesis nan-model-forward: quick_wins</extracomment>
        <translation>Führen Sie das genannte Submodul allein auf seiner Eingabe aus und suchen Sie nach log, sqrt, Division oder exp.</translation>
    </message>
    <message>
        <source>Reload the last checkpoint before the NaN and compare its weights with the current ones.</source>
        <extracomment>hypothesis nan-model-forward: escalation</extracomment>
        <translation>Laden Sie den letzten Checkpoint vor dem NaN und vergleichen Sie seine Gewichte mit den aktuellen.</translation>
    </message>
    <message>
        <source>My results differ from a previous run</source>
        <extracomment>symptom results-differ-from-previous-run: title</extracomment>
        <translation>Meine Ergebnisse weichen von einem früheren Lauf ab</translation>
    </message>
    <message>
        <source>The predictions or scores of a new run (a retrained model, a new version of the pipeline, another machine or library version) differ from those of an earlier run on the same cases, and it is not clear whether that is noise or a bug.</source>
        <extracomment>symptom results-differ-from-previous-run: description</extracomment>
        <translation>Die Vorhersagen oder Ergebnisse eines neuen Laufs (ein neu trainiertes Modell, eine neue Version der Pipeline, eine andere Maschine oder Bibliotheksversion) weichen auf denselben Fällen von denen eines früheren Laufs ab, und es ist unklar, ob das Rauschen oder ein Fehler ist.</translation>
    </message>
    <message>
        <source>previous run, earlier run, last run, old run, results differ, different results, results changed, scores changed, dice dropped, dice changed, regression, new version, compare runs, run comparison, baseline, retrained, worse than before, differ from before, not the same as before</source>
        <extracomment>symptom results-differ-from-previous-run: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>früherer lauf, voriger lauf, letzter lauf, alter lauf, ergebnisse weichen ab, andere ergebnisse, ergebnisse geändert, werte geändert, dice gesunken, dice verändert, regression, neue version, läufe vergleichen, laufvergleich, baseline, referenz, neu trainiert, schlechter als vorher, anders als vorher, nicht wie vorher</translation>
    </message>
    <message>
        <source>The validation metric improves while the validation loss rises</source>
        <extracomment>symptom metric-improves-loss-rises: title</extracomment>
        <translation>Die Validierungsmetrik verbessert sich, während der Validierungs-Loss steigt</translation>
    </message>
    <message>
        <source>Over training, validation Dice (or another metric) keeps improving while the validation loss goes up, so the two disagree about which checkpoint is best.</source>
        <extracomment>symptom metric-improves-loss-rises: description</extracomment>
        <translation>Im Lauf des Trainings verbessert sich der Validierungs-Dice (oder eine andere Metrik) weiter, während der Validierungs-Loss steigt, sodass beide sich widersprechen, welcher Checkpoint der beste ist.</translation>
    </message>
    <message>
        <source>validation loss rises, validation loss increases, val loss rises, val loss increases, val_loss increases, loss goes up, loss increases, dice improves, dice increases, metric improves, loss and metric disagree, loss and dice disagree, overconfident, overconfidence, calibration, best checkpoint, which checkpoint</source>
        <extracomment>symptom metric-improves-loss-rises: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>validierungs-loss steigt, val loss steigt, val_loss steigt, loss steigt, loss nimmt zu, dice verbessert sich, dice steigt, metrik verbessert sich, loss und metrik widersprechen sich, loss und dice widersprechen sich, überkonfident, übermäßig sicher, kalibrierung, bester checkpoint, welcher checkpoint</translation>
    </message>
    <message>
        <source>A change affects a few cases, not all</source>
        <extracomment>hypothesis prev-few-cases-changed: title</extracomment>
        <translation>Eine Änderung betrifft einige Fälle, nicht alle</translation>
    </message>
    <message>
        <source>A changed preprocessing step, a data or export bug that hits some inputs (another orientation, spacing or intensity range), or a post-processing step that breaks on some shapes moves a few cases by a large amount while the others agree; the mean then moves although most cases did not.</source>
        <extracomment>hypothesis prev-few-cases-changed: explanation</extracomment>
        <translation>Ein geänderter Vorverarbeitungsschritt, ein Daten- oder Exportfehler, der manche Eingaben trifft (andere Orientierung, anderer Voxelabstand oder Intensitätsbereich), oder ein Nachverarbeitungsschritt, der bei manchen Formen versagt, verschiebt einige Fälle stark, während die übrigen übereinstimmen; der Mittelwert bewegt sich dann, obwohl sich die meisten Fälle nicht verändert haben.</translation>
    </message>
    <message>
        <source>No case stands out: the difference is spread over all cases, or there is none.</source>
        <extracomment>hypothesis prev-few-cases-changed: refutes</extracomment>
        <translation>Kein Fall sticht heraus: Der Unterschied verteilt sich über alle Fälle, oder es gibt keinen.</translation>
    </message>
    <message>
        <source>Open the named cases side by side with an unaffected one: image, both predictions and the truth.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>Öffnen Sie die genannten Fälle neben einem nicht betroffenen: Bild, beide Vorhersagen und die Grundwahrheit.</translation>
    </message>
    <message>
        <source>Compare the named cases&apos; inputs (orientation, spacing, intensity range, dtype) with an unaffected case&apos;s.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>Vergleichen Sie die Eingaben der genannten Fälle (Orientierung, Voxelabstand, Intensitätsbereich, dtype) mit denen eines nicht betroffenen Falls.</translation>
    </message>
    <message>
        <source>Diff the two runs&apos; configurations and code versions.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>Vergleichen Sie Konfiguration und Codeversion der beiden Läufe per Diff.</translation>
    </message>
    <message>
        <source>Rerun the old and the new pipeline on one named case step by step and compare the intermediate arrays to find the step that changed.</source>
        <extracomment>hypothesis prev-few-cases-changed: escalation</extracomment>
        <translation>Führen Sie die alte und die neue Pipeline Schritt für Schritt auf einem genannten Fall aus und vergleichen Sie die Zwischen-Arrays, um den Schritt zu finden, der sich geändert hat.</translation>
    </message>
    <message>
        <source>Predictions were saved on another grid or orientation</source>
        <extracomment>hypothesis prev-saved-on-other-grid: title</extracomment>
        <translation>Vorhersagen wurden auf einem anderen Gitter oder in einer anderen Orientierung gespeichert</translation>
    </message>
    <message>
        <source>One run writes its predictions resampled, cropped, transposed or flipped (an array saved under the input&apos;s header after np.flip or a channel-first transpose, the affine of another file), so voxel-wise comparisons against the other run or the truth are meaningless for those cases.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: explanation</extracomment>
        <translation>Ein Lauf schreibt seine Vorhersagen resampelt, zugeschnitten, transponiert oder gespiegelt (ein Array, das nach np.flip oder einer Channel-First-Transposition unter dem Header der Eingabe gespeichert wurde, die Affine einer anderen Datei), sodass voxelweise Vergleiche mit dem anderen Lauf oder der Grundwahrheit für diese Fälle bedeutungslos sind.</translation>
    </message>
    <message>
        <source>Every case&apos;s predictions lie on one grid and no flip or shift is found.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: refutes</extracomment>
        <translation>Die Vorhersagen aller Fälle liegen auf einem Gitter, und es wird keine Spiegelung oder Verschiebung gefunden.</translation>
    </message>
    <message>
        <source>Save predictions with the input&apos;s header only when the array has the input&apos;s orientation and shape (nib.Nifti1Image(pred, img.affine) after undoing every flip and transpose).</source>
        <extracomment>hypothesis prev-saved-on-other-grid: quick_wins</extracomment>
        <translation>Speichern Sie Vorhersagen nur dann mit dem Header der Eingabe, wenn das Array Orientierung und Form der Eingabe hat (nib.Nifti1Image(pred, img.affine), nachdem jede Spiegelung und Transposition rückgängig gemacht wurde).</translation>
    </message>
    <message>
        <source>Check one named case: `scansleuth-cli check-pair IMAGE PREDICTION`.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: quick_wins</extracomment>
        <translation>Prüfen Sie einen genannten Fall: `scansleuth-cli check-pair IMAGE PREDICTION`.</translation>
    </message>
    <message>
        <source>Write the prediction through the same reader/writer pair as the input (SimpleITK CopyInformation, nnU-Net&apos;s export) and compare once more.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: escalation</extracomment>
        <translation>Schreiben Sie die Vorhersage mit demselben Reader/Writer-Paar wie die Eingabe (SimpleITK CopyInformation, der Export von nnU-Net) und vergleichen Sie erneut.</translation>
    </message>
    <message>
        <source>The runs were scored on different cases</source>
        <extracomment>hypothesis prev-different-cases: title</extracomment>
        <translation>Die Läufe wurden auf unterschiedlichen Fällen bewertet</translation>
    </message>
    <message>
        <source>A case added, dropped (a failed inference, a crashed array job, a filter) or renamed changes a mean over the test set even when every shared case agrees.</source>
        <extracomment>hypothesis prev-different-cases: explanation</extracomment>
        <translation>Ein hinzugefügter, weggefallener (eine fehlgeschlagene Inferenz, ein abgestürzter Array-Job, ein Filter) oder umbenannter Fall verändert einen Mittelwert über den Testdatensatz, selbst wenn alle gemeinsamen Fälle übereinstimmen.</translation>
    </message>
    <message>
        <source>One run lacks cases the other (or the truth) has (compare.unmatched_case lists them).</source>
        <extracomment>hypothesis prev-different-cases: supports</extracomment>
        <translation>Einem Lauf fehlen Fälle, die der andere (oder die Grundwahrheit) hat (compare.unmatched_case listet sie auf).</translation>
    </message>
    <message>
        <source>Both runs and the truth hold the same cases.</source>
        <extracomment>hypothesis prev-different-cases: refutes</extracomment>
        <translation>Beide Läufe und die Grundwahrheit enthalten dieselben Fälle.</translation>
    </message>
    <message>
        <source>Score both runs on the cases they share only, and list the others.</source>
        <extracomment>hypothesis prev-different-cases: quick_wins</extracomment>
        <translation>Bewerten Sie beide Läufe nur auf den gemeinsamen Fällen und listen Sie die übrigen auf.</translation>
    </message>
    <message>
        <source>Look in the missing cases&apos; job logs for the failure.</source>
        <extracomment>hypothesis prev-different-cases: quick_wins</extracomment>
        <translation>Suchen Sie in den Job-Logs der fehlenden Fälle nach dem Fehler.</translation>
    </message>
    <message>
        <source>Make the evaluation fail when a case is missing instead of averaging over what is there.</source>
        <extracomment>hypothesis prev-different-cases: escalation</extracomment>
        <translation>Lassen Sie die Evaluation fehlschlagen, wenn ein Fall fehlt, statt über das Vorhandene zu mitteln.</translation>
    </message>
    <message>
        <source>Class indices were remapped between the runs</source>
        <extracomment>hypothesis prev-label-remap: title</extracomment>
        <translation>Klassenindizes wurden zwischen den Läufen neu zugeordnet</translation>
    </message>
    <message>
        <source>A reordered label table (dataset.json, a class list, a one-hot channel order) or a merged class makes label 3 of one run label 4 of the other: per-label Dice collapses for those labels while the foreground agrees.</source>
        <extracomment>hypothesis prev-label-remap: explanation</extracomment>
        <translation>Eine umsortierte Labeltabelle (dataset.json, eine Klassenliste, die Kanalreihenfolge eines One-Hot-Encodings) oder eine zusammengelegte Klasse macht Label 3 des einen Laufs zu Label 4 des anderen: Der Dice pro Label bricht für diese Labels ein, während der Vordergrund übereinstimmt.</translation>
    </message>
    <message>
        <source>Every label of each run overlaps the same label of the other run and of the truth.</source>
        <extracomment>hypothesis prev-label-remap: refutes</extracomment>
        <translation>Jedes Label jedes Laufs überlappt mit demselben Label des anderen Laufs und der Grundwahrheit.</translation>
    </message>
    <message>
        <source>Print both runs&apos; label tables (dataset.json `labels`, the class list in the config) side by side.</source>
        <extracomment>hypothesis prev-label-remap: quick_wins</extracomment>
        <translation>Geben Sie die Labeltabellen beider Läufe (`labels` in dataset.json, die Klassenliste in der Konfiguration) nebeneinander aus.</translation>
    </message>
    <message>
        <source>Remap one run&apos;s labels with the table and compare again.</source>
        <extracomment>hypothesis prev-label-remap: quick_wins</extracomment>
        <translation>Ordnen Sie die Labels eines Laufs mit der Tabelle neu zu und vergleichen Sie erneut.</translation>
    </message>
    <message>
        <source>Store the label table with every prediction folder and check it before evaluating.</source>
        <extracomment>hypothesis prev-label-remap: escalation</extracomment>
        <translation>Speichern Sie die Labeltabelle mit jedem Vorhersageordner und prüfen Sie sie vor der Evaluation.</translation>
    </message>
    <message>
        <source>The predictions are identical: the difference is in the scoring</source>
        <extracomment>hypothesis prev-identical-predictions: title</extracomment>
        <translation>Die Vorhersagen sind identisch: Der Unterschied liegt in der Bewertung</translation>
    </message>
    <message>
        <source>When both runs&apos; label maps are equal in every case, the runs did not differ, so the premise of the question is wrong: the numbers that differ come from the evaluation (another script or library version, another truth, other cases, another rule for empty cases, a cached result).</source>
        <extracomment>hypothesis prev-identical-predictions: explanation</extracomment>
        <translation>Sind die Labelkarten beider Läufe in jedem Fall gleich, haben sich die Läufe nicht unterschieden, und die Prämisse der Frage ist falsch: Die abweichenden Zahlen stammen aus der Evaluation (ein anderes Skript oder eine andere Bibliotheksversion, eine andere Grundwahrheit, andere Fälle, eine andere Regel für leere Fälle, ein zwischengespeichertes Ergebnis).</translation>
    </message>
    <message>
        <source>The label maps of the runs are identical in every case compared (comparison.identical): the predictions did not change.</source>
        <extracomment>hypothesis prev-identical-predictions: supports</extracomment>
        <translation>Die Labelkarten der Läufe sind in jedem verglichenen Fall identisch (comparison.identical): Die Vorhersagen haben sich nicht geändert.</translation>
    </message>
    <message>
        <source>The label maps differ in at least one case.</source>
        <extracomment>hypothesis prev-identical-predictions: refutes</extracomment>
        <translation>Die Labelkarten unterscheiden sich in mindestens einem Fall.</translation>
    </message>
    <message>
        <source>Run the same evaluation script, version and truth on both prediction folders.</source>
        <extracomment>hypothesis prev-identical-predictions: quick_wins</extracomment>
        <translation>Führen Sie dasselbe Evaluationsskript in derselben Version mit derselben Grundwahrheit auf beiden Vorhersageordnern aus.</translation>
    </message>
    <message>
        <source>Check that both evaluations read the same cases and treat empty cases the same way.</source>
        <extracomment>hypothesis prev-identical-predictions: quick_wins</extracomment>
        <translation>Prüfen Sie, ob beide Evaluationen dieselben Fälle lesen und leere Fälle gleich behandeln.</translation>
    </message>
    <message>
        <source>Recompute the metrics with a reference implementation (MONAI, Metrics Reloaded) on both runs.</source>
        <extracomment>hypothesis prev-identical-predictions: escalation</extracomment>
        <translation>Berechnen Sie die Metriken für beide Läufe mit einer Referenzimplementierung (MONAI, Metrics Reloaded) neu.</translation>
    </message>
    <message>
        <source>The model grows overconfident: a few confidently wrong voxels dominate the loss</source>
        <extracomment>hypothesis mlr-overconfidence: title</extracomment>
        <translation>Das Modell wird überkonfident: Einige wenige sicher falsche Voxel dominieren den Loss</translation>
    </message>
    <message>
        <source>Cross-entropy punishes confident mistakes without bound. Trained on, the logits grow: most voxels become more right (the metric improves), but the few that are wrong are wrong with a probability near 1, and their -log p dominates the mean loss. The segmentation is not worse; its probabilities are badly calibrated.</source>
        <extracomment>hypothesis mlr-overconfidence: explanation</extracomment>
        <translation>Die Kreuzentropie bestraft sichere Fehler unbegrenzt. Bei weiterem Training wachsen die Logits: Die meisten Voxel werden richtiger (die Metrik verbessert sich), doch die wenigen falschen sind mit einer Wahrscheinlichkeit nahe 1 falsch, und ihr -log p dominiert den mittleren Loss. Die Segmentierung ist nicht schlechter; ihre Wahrscheinlichkeiten sind schlecht kalibriert.</translation>
    </message>
    <message>
        <source>The validation loss rises from its minimum while the training loss keeps falling (training.overfitting), and the metric of the later checkpoint is not worse (a run comparison of the two checkpoints against the truth).</source>
        <extracomment>hypothesis mlr-overconfidence: supports</extracomment>
        <translation>Der Validierungs-Loss steigt von seinem Minimum an, während der Trainings-Loss weiter sinkt (training.overfitting), und die Metrik des späteren Checkpoints ist nicht schlechter (ein Laufvergleich der beiden Checkpoints gegen die Grundwahrheit).</translation>
    </message>
    <message>
        <source>The log shows no rise of the validation loss (the rise seen was noise or a smoothing artefact).</source>
        <extracomment>hypothesis mlr-overconfidence: refutes</extracomment>
        <translation>Das Log zeigt keinen Anstieg des Validierungs-Loss (der beobachtete Anstieg war Rauschen oder ein Artefakt der Glättung).</translation>
    </message>
    <message>
        <source>Choose the checkpoint by the validation metric, not the loss (e.g. `ModelCheckpoint(monitor=&apos;val_dice&apos;, mode=&apos;max&apos;)`).</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>Wählen Sie den Checkpoint nach der Validierungsmetrik, nicht nach dem Loss (z. B. `ModelCheckpoint(monitor=&apos;val_dice&apos;, mode=&apos;max&apos;)`).</translation>
    </message>
    <message>
        <source>Measure calibration (reliability diagram, expected calibration error on validation voxels); temperature scaling fixes it after training.</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>Messen Sie die Kalibrierung (Reliability-Diagramm, Expected Calibration Error auf Validierungsvoxeln); Temperature Scaling behebt sie nach dem Training.</translation>
    </message>
    <message>
        <source>Label smoothing (`CrossEntropyLoss(label_smoothing=0.1)`) or weight decay keep the logits bounded.</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>Label Smoothing (`CrossEntropyLoss(label_smoothing=0.1)`) oder Weight Decay halten die Logits begrenzt.</translation>
    </message>
    <message>
        <source>Log the validation loss per case: when a few cases carry the rise, compare the two checkpoints&apos; predictions on them (exp-run-comparison).</source>
        <extracomment>hypothesis mlr-overconfidence: escalation</extracomment>
        <translation>Protokollieren Sie den Validierungs-Loss pro Fall: Tragen einige wenige Fälle den Anstieg, vergleichen Sie die Vorhersagen der beiden Checkpoints auf diesen Fällen (exp-run-comparison).</translation>
    </message>
    <message>
        <source>A few validation cases got much worse while most improved</source>
        <extracomment>hypothesis mlr-few-cases: title</extracomment>
        <translation>Einige Validierungsfälle wurden deutlich schlechter, während sich die meisten verbesserten</translation>
    </message>
    <message>
        <source>A loss averaged over voxels is dominated by the cases with many wrong voxels; a Dice averaged over cases weighs every case alike. A few large cases that get worse raise the loss while many small ones that improve raise the mean Dice.</source>
        <extracomment>hypothesis mlr-few-cases: explanation</extracomment>
        <translation>Ein über Voxel gemittelter Loss wird von den Fällen mit vielen falschen Voxeln dominiert; ein über Fälle gemittelter Dice gewichtet jeden Fall gleich. Einige große Fälle, die schlechter werden, erhöhen den Loss, während viele kleine, die sich verbessern, den mittleren Dice erhöhen.</translation>
    </message>
    <message>
        <source>Compared against the truth, the two checkpoints&apos; predictions differ mostly on a few cases (comparison.systematic_cases names them).</source>
        <extracomment>hypothesis mlr-few-cases: supports</extracomment>
        <translation>Gegen die Grundwahrheit verglichen, unterscheiden sich die Vorhersagen der beiden Checkpoints hauptsächlich in einigen wenigen Fällen (comparison.systematic_cases nennt sie).</translation>
    </message>
    <message>
        <source>No case stands out: the change is spread over all cases.</source>
        <extracomment>hypothesis mlr-few-cases: refutes</extracomment>
        <translation>Kein Fall sticht heraus: Die Veränderung verteilt sich über alle Fälle.</translation>
    </message>
    <message>
        <source>Look at the named cases: their size, an unusual scanner or protocol, a label error in the truth.</source>
        <extracomment>hypothesis mlr-few-cases: quick_wins</extracomment>
        <translation>Sehen Sie sich die genannten Fälle an: ihre Größe, einen ungewöhnlichen Scanner oder ein ungewöhnliches Protokoll, einen Labelfehler in der Grundwahrheit.</translation>
    </message>
    <message>
        <source>Report the metric per case and its spread, not only the mean; weight or stratify the validation set if the named cases are a group.</source>
        <extracomment>hypothesis mlr-few-cases: escalation</extracomment>
        <translation>Berichten Sie die Metrik pro Fall und ihre Streuung, nicht nur den Mittelwert; gewichten oder stratifizieren Sie den Validierungsdatensatz, wenn die genannten Fälle eine Gruppe bilden.</translation>
    </message>
    <message>
        <source>The metric and the loss are computed on different things</source>
        <extracomment>hypothesis mlr-different-aggregation: title</extracomment>
        <translation>Metrik und Loss werden auf unterschiedlichen Dingen berechnet</translation>
    </message>
    <message>
        <source>Dice is often averaged per case over the foreground labels, after post-processing, on whole volumes; the loss per voxel including background, on patches, with augmentation. Empty cases count as Dice 1 (or are skipped) while the loss counts every voxel. Computed on different things, the two need not move together.</source>
        <extracomment>hypothesis mlr-different-aggregation: explanation</extracomment>
        <translation>Der Dice wird oft pro Fall über die Vordergrundlabels gemittelt, nach der Nachverarbeitung, auf ganzen Volumen; der Loss pro Voxel einschließlich Hintergrund, auf Patches, mit Augmentierung. Leere Fälle zählen als Dice 1 (oder werden übersprungen), während der Loss jedes Voxel zählt. Auf unterschiedlichen Dingen berechnet, müssen sich beide nicht gemeinsam bewegen.</translation>
    </message>
    <message>
        <source>The loss and the metric are computed on different cases, crops, labels or aggregations, and computed alike they move together.</source>
        <extracomment>hypothesis mlr-different-aggregation: supports</extracomment>
        <translation>Loss und Metrik werden auf unterschiedlichen Fällen, Ausschnitten, Labels oder Aggregationen berechnet, und gleich berechnet bewegen sie sich gemeinsam.</translation>
    </message>
    <message>
        <source>Computed the same way on the same cases, the loss still rises while the metric improves.</source>
        <extracomment>hypothesis mlr-different-aggregation: refutes</extracomment>
        <translation>Auf dieselbe Weise auf denselben Fällen berechnet, steigt der Loss weiterhin, während sich die Metrik verbessert.</translation>
    </message>
    <message>
        <source>Compute the validation loss and Dice per case on the same whole volumes, without post-processing, for both checkpoints.</source>
        <extracomment>hypothesis mlr-different-aggregation: quick_wins</extracomment>
        <translation>Berechnen Sie für beide Checkpoints den Validierungs-Loss und den Dice pro Fall auf denselben ganzen Volumen, ohne Nachverarbeitung.</translation>
    </message>
    <message>
        <source>State how empty cases count in the metric and whether the loss includes background.</source>
        <extracomment>hypothesis mlr-different-aggregation: quick_wins</extracomment>
        <translation>Legen Sie fest, wie leere Fälle in der Metrik zählen und ob der Loss den Hintergrund einschließt.</translation>
    </message>
    <message>
        <source>Log both per case during training, so that the disagreement can be traced to cases.</source>
        <extracomment>hypothesis mlr-different-aggregation: escalation</extracomment>
        <translation>Protokollieren Sie beide während des Trainings pro Fall, damit sich der Widerspruch auf Fälle zurückführen lässt.</translation>
    </message>
    <message>
        <source>The metric&apos;s improvement is noise</source>
        <extracomment>hypothesis mlr-improvement-noise: title</extracomment>
        <translation>Die Verbesserung der Metrik ist Rauschen</translation>
    </message>
    <message>
        <source>On a small validation set the mean Dice moves by a few hundredths between checkpoints by chance; a &apos;better&apos; metric next to a rising loss may be no improvement at all. A paired test over the cases tells.</source>
        <extracomment>hypothesis mlr-improvement-noise: explanation</extracomment>
        <translation>Auf einem kleinen Validierungsdatensatz bewegt sich der mittlere Dice zwischen Checkpoints zufällig um einige Hundertstel; eine &apos;bessere&apos; Metrik neben einem steigenden Loss ist womöglich gar keine Verbesserung. Ein gepaarter Test über die Fälle gibt Aufschluss.</translation>
    </message>
    <message>
        <source>The two checkpoints&apos; predictions differ a little in every case and no difference is significant (comparison.within_variance).</source>
        <extracomment>hypothesis mlr-improvement-noise: supports</extracomment>
        <translation>Die Vorhersagen der beiden Checkpoints unterscheiden sich in jedem Fall ein wenig, und kein Unterschied ist signifikant (comparison.within_variance).</translation>
    </message>
    <message>
        <source>Compare the two checkpoints&apos; predictions with the truth, paired over the cases, before choosing one.</source>
        <extracomment>hypothesis mlr-improvement-noise: quick_wins</extracomment>
        <translation>Vergleichen Sie die Vorhersagen der beiden Checkpoints gepaart über die Fälle mit der Grundwahrheit, bevor Sie einen wählen.</translation>
    </message>
    <message>
        <source>Use a larger validation set or cross-validation folds; report confidence intervals.</source>
        <extracomment>hypothesis mlr-improvement-noise: escalation</extracomment>
        <translation>Verwenden Sie einen größeren Validierungsdatensatz oder Folds einer Kreuzvalidierung; berichten Sie Konfidenzintervalle.</translation>
    </message>
    <message>
        <source>Compute the loss and the metric on the same cases, the same way</source>
        <extracomment>experiment exp-metric-loss-aggregation: title</extracomment>
        <translation>Loss und Metrik auf denselben Fällen auf dieselbe Weise berechnen</translation>
    </message>
    <message>
        <source>For the two checkpoints, compute the validation loss and the metric per case on the same whole volumes, then aggregate both the same ways (per case, per voxel), and see whether they still disagree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: description</extracomment>
        <translation>Berechnen Sie für die beiden Checkpoints den Validierungs-Loss und die Metrik pro Fall auf denselben ganzen Volumen, aggregieren Sie dann beide auf dieselben Arten (pro Fall, pro Voxel) und prüfen Sie, ob sie sich weiterhin widersprechen.</translation>
    </message>
    <message>
        <source>The two were computed on different things, and computed alike they agree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: supports</extracomment>
        <translation>Beide wurden auf unterschiedlichen Dingen berechnet, und gleich berechnet stimmen sie überein.</translation>
    </message>
    <message>
        <source>Computed alike on the same cases, they still disagree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: refutes</extracomment>
        <translation>Gleich und auf denselben Fällen berechnet, widersprechen sie sich weiterhin.</translation>
    </message>
    <message>
        <source>The cases that carry most of the loss&apos;s rise</source>
        <extracomment>experiment exp-metric-loss-aggregation: form loss_rise_cases</extracomment>
        <translation>Die Fälle, die den größten Teil des Loss-Anstiegs tragen</translation>
    </message>
    <message>
        <source>Were the loss and the metric computed on the same cases, crops and labels?</source>
        <extracomment>experiment exp-metric-loss-aggregation: form same_things</extracomment>
        <translation>Wurden Loss und Metrik auf denselben Fällen, Ausschnitten und Labels berechnet?</translation>
    </message>
    <message>
        <source>Computed the same way, do they still disagree?</source>
        <extracomment>experiment exp-metric-loss-aggregation: form still_disagree</extracomment>
        <translation>Widersprechen sie sich auch bei gleicher Berechnung?</translation>
    </message>
    <message>
        <source>Outputs on GPU differ between repeats and agree with deterministic algorithms on (model.nondeterministic_kernel); or two inference reruns&apos; saved predictions differ only at label boundaries (comparison.boundary_only).</source>
        <extracomment>hypothesis nondet-gpu-algorithms: supports</extracomment>
        <translation>Die Ausgaben auf der GPU unterscheiden sich zwischen Wiederholungen und stimmen bei eingeschalteten deterministischen Algorithmen überein (model.nondeterministic_kernel); oder die gespeicherten Vorhersagen zweier Inferenzläufe unterscheiden sich nur an Labelgrenzen (comparison.boundary_only).</translation>
    </message>
    <message>
        <source>Per-case differences are small and spread over all cases, and no run is significantly better (comparison.within_variance).</source>
        <extracomment>hypothesis nondet-run-variance: supports</extracomment>
        <translation>Die Unterschiede pro Fall sind klein und über alle Fälle verteilt, und kein Lauf ist signifikant besser (comparison.within_variance).</translation>
    </message>
    <message>
        <source>A few cases differ by a large amount (comparison.systematic_cases), one run is significantly better, or the runs are identical or differ only at label boundaries.</source>
        <extracomment>hypothesis nondet-run-variance: refutes</extracomment>
        <translation>Einige Fälle unterscheiden sich stark (comparison.systematic_cases), ein Lauf ist signifikant besser, oder die Läufe sind identisch oder unterscheiden sich nur an Labelgrenzen.</translation>
    </message>
    <message>
        <source>GPU outputs move close to the CPU&apos;s with TF32 off (model.tf32_sensitivity); or the saved CPU and GPU predictions differ only at label boundaries (comparison.boundary_only), as reduced precision does.</source>
        <extracomment>hypothesis cpugpu-tf32: supports</extracomment>
        <translation>Die GPU-Ausgaben rücken bei ausgeschaltetem TF32 nahe an die der CPU heran (model.tf32_sensitivity); oder die gespeicherten CPU- und GPU-Vorhersagen unterscheiden sich nur an Labelgrenzen (comparison.boundary_only), wie es reduzierte Genauigkeit bewirkt.</translation>
    </message>
    <message>
        <source>CPU and GPU outputs differ beyond the tolerance with TF32 off and deterministic algorithms on (model.device_mismatch); or the saved CPU and GPU predictions differ only at label boundaries (comparison.boundary_only).</source>
        <extracomment>hypothesis cpugpu-device-difference: supports</extracomment>
        <translation>CPU- und GPU-Ausgaben unterscheiden sich bei ausgeschaltetem TF32 und eingeschalteten deterministischen Algorithmen über die Toleranz hinaus (model.device_mismatch); oder die gespeicherten CPU- und GPU-Vorhersagen unterscheiden sich nur an Labelgrenzen (comparison.boundary_only).</translation>
    </message>
    <message>
        <source>The code fills `empty` buffers only partly before reading them; or the saved CPU and GPU predictions differ far from the label boundaries (comparison.beyond_boundary), which rounding cannot do.</source>
        <extracomment>hypothesis cpugpu-uninitialised: supports</extracomment>
        <translation>Der Code füllt mit `empty` angelegte Puffer nur teilweise, bevor er sie liest; oder die gespeicherten CPU- und GPU-Vorhersagen unterscheiden sich weit entfernt von den Labelgrenzen (comparison.beyond_boundary), was Rundung nicht bewirken kann.</translation>
    </message>
    <message>
        <source>Only rounding differs: labels flip where the model is undecided</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: title</extracomment>
        <translation>Nur die Rundung unterscheidet sich: Labels kippen dort, wo das Modell unentschieden ist</translation>
    </message>
    <message>
        <source>Another device, library version or precision setting (CPU and GPU, a new PyTorch or cuDNN, TF32) changes the arithmetic in the last bits (summation order, fused kernels). That changes only voxels whose class probabilities are nearly tied, and those lie on the boundaries between labels: the two segmentations differ by at most a voxel or two along the edges, never inside a structure.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: explanation</extracomment>
        <translation>Ein anderes Gerät, eine andere Bibliotheksversion oder Genauigkeitseinstellung (CPU und GPU, ein neues PyTorch oder cuDNN, TF32) verändert die Arithmetik in den letzten Bits (Summationsreihenfolge, fusionierte Kernels). Das verändert nur Voxel, deren Klassenwahrscheinlichkeiten nahezu gleichauf liegen, und diese liegen an den Grenzen zwischen Labels: Die beiden Segmentierungen unterscheiden sich entlang der Ränder um höchstens ein oder zwei Voxel, nie im Inneren einer Struktur.</translation>
    </message>
    <message>
        <source>Compared as two runs (CPU and GPU, or old and new), the predictions differ only at label boundaries: every label&apos;s Hausdorff distance between them is at most two voxels in every case (comparison.boundary_only).</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: supports</extracomment>
        <translation>Als zwei Läufe verglichen (CPU und GPU oder alt und neu), unterscheiden sich die Vorhersagen nur an Labelgrenzen: Die Hausdorff-Distanz jedes Labels zwischen ihnen beträgt in jedem Fall höchstens zwei Voxel (comparison.boundary_only).</translation>
    </message>
    <message>
        <source>They differ inside structures or far from any boundary (comparison.beyond_boundary), or they are identical.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: refutes</extracomment>
        <translation>Sie unterscheiden sich im Inneren von Strukturen oder weit entfernt von jeder Grenze (comparison.beyond_boundary), oder sie sind identisch.</translation>
    </message>
    <message>
        <source>Evaluate on one device, and report that the other differs at boundaries only.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: quick_wins</extracomment>
        <translation>Evaluieren Sie auf einem Gerät und berichten Sie, dass sich das andere nur an Grenzen unterscheidet.</translation>
    </message>
    <message>
        <source>Compare the probabilities: the voxels that flip should have nearly tied classes.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: quick_wins</extracomment>
        <translation>Vergleichen Sie die Wahrscheinlichkeiten: Die kippenden Voxel sollten nahezu gleichauf liegende Klassen haben.</translation>
    </message>
    <message>
        <source>If even boundary flips matter (volumes at the edge of a threshold), run in float64 on the CPU to see which device is closer.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: escalation</extracomment>
        <translation>Wenn selbst Kippen an Grenzen zählt (Volumen knapp an einem Schwellenwert), rechnen Sie in float64 auf der CPU, um zu sehen, welches Gerät näher liegt.</translation>
    </message>
    <message>
        <source>The CPU and GPU paths do different things (a bug, not rounding)</source>
        <extracomment>hypothesis cpugpu-path-bug: title</extracomment>
        <translation>CPU- und GPU-Pfad tun Verschiedenes (ein Fehler, keine Rundung)</translation>
    </message>
    <message>
        <source>A device-specific branch (another preprocessing on the GPU path, a cached or half-precision input, a tensor moved before a transform instead of after), uninitialised memory or a race reads other data on one device. Differences then appear inside structures and far from boundaries, which rounding cannot produce.</source>
        <extracomment>hypothesis cpugpu-path-bug: explanation</extracomment>
        <translation>Ein gerätespezifischer Zweig (eine andere Vorverarbeitung im GPU-Pfad, eine zwischengespeicherte Eingabe oder eine in halber Genauigkeit, ein Tensor, der vor statt nach einer Transformation verschoben wird), nicht initialisierter Speicher oder eine Race Condition liest auf einem Gerät andere Daten. Unterschiede erscheinen dann im Inneren von Strukturen und weit entfernt von Grenzen, was Rundung nicht erzeugen kann.</translation>
    </message>
    <message>
        <source>The CPU and GPU predictions differ far from the label boundaries (comparison.beyond_boundary), lie on different grids (compare.geometry_mismatch), or use different class indices (comparison.label_swap).</source>
        <extracomment>hypothesis cpugpu-path-bug: supports</extracomment>
        <translation>Die CPU- und GPU-Vorhersagen unterscheiden sich weit entfernt von den Labelgrenzen (comparison.beyond_boundary), liegen auf unterschiedlichen Gittern (compare.geometry_mismatch) oder verwenden unterschiedliche Klassenindizes (comparison.label_swap).</translation>
    </message>
    <message>
        <source>They differ only at label boundaries (comparison.boundary_only) or are identical.</source>
        <extracomment>hypothesis cpugpu-path-bug: refutes</extracomment>
        <translation>Sie unterscheiden sich nur an Labelgrenzen (comparison.boundary_only) oder sind identisch.</translation>
    </message>
    <message>
        <source>Save the network&apos;s input tensor on both devices and compare them: a preprocessing difference shows before the model.</source>
        <extracomment>hypothesis cpugpu-path-bug: quick_wins</extracomment>
        <translation>Speichern Sie den Eingabetensor des Netzes auf beiden Geräten und vergleichen Sie sie: Ein Unterschied in der Vorverarbeitung zeigt sich vor dem Modell.</translation>
    </message>
    <message>
        <source>Open the case the comparison names and look where the two predictions differ.</source>
        <extracomment>hypothesis cpugpu-path-bug: quick_wins</extracomment>
        <translation>Öffnen Sie den Fall, den der Vergleich nennt, und sehen Sie nach, wo sich die beiden Vorhersagen unterscheiden.</translation>
    </message>
    <message>
        <source>Compare each layer&apos;s output on both devices (forward hooks) on that case to find the first one that differs beyond rounding.</source>
        <extracomment>hypothesis cpugpu-path-bug: escalation</extracomment>
        <translation>Vergleichen Sie auf diesem Fall die Ausgabe jeder Ebene auf beiden Geräten (Forward-Hooks), um die erste zu finden, die über Rundung hinaus abweicht.</translation>
    </message>
    <message>
        <source>Matches the cases of two or more sets of predictions (two training runs, two versions of a pipeline, two checkpoints, or the same model on CPU and on GPU) by file name, checks that each case&apos;s files lie on one grid before any number, measures every case and label (Dice, HD95, volume) between the runs and, with ground truth, against it, tests whether one run is really better than the other (paired over the cases), and names the cases that carry the difference. Pictures of the three cases that differ most show where.</source>
        <extracomment>experiment exp-run-comparison: description</extracomment>
        <translation>Ordnet die Fälle von zwei oder mehr Vorhersagesätzen (zwei Trainingsläufe, zwei Versionen einer Pipeline, zwei Checkpoints oder dasselbe Modell auf CPU und GPU) über den Dateinamen einander zu, prüft vor jeder Zahl, ob die Dateien jedes Falls auf einem Gitter liegen, misst jeden Fall und jedes Label (Dice, HD95, Volumen) zwischen den Läufen und, mit Grundwahrheit, gegen diese, testet, ob ein Lauf wirklich besser ist als der andere (gepaart über die Fälle), und nennt die Fälle, die den Unterschied tragen. Abbildungen der drei am stärksten abweichenden Fälle zeigen, wo.</translation>
    </message>
    <message>
        <source>The runs differ in a way that points at a cause: a few cases far beyond the rest (comparison.systematic_cases), a prediction on another grid or flipped (compare.geometry_mismatch and the geometry findings), swapped class indices (comparison.label_swap), differences away from the boundaries (comparison.beyond_boundary), or cases that one run lacks (compare.unmatched_case).</source>
        <extracomment>experiment exp-run-comparison: supports</extracomment>
        <translation>Die Läufe unterscheiden sich auf eine Weise, die auf eine Ursache hinweist: einige Fälle weit jenseits der übrigen (comparison.systematic_cases), eine Vorhersage auf einem anderen Gitter oder gespiegelt (compare.geometry_mismatch und die Geometriebefunde), vertauschte Klassenindizes (comparison.label_swap), Unterschiede abseits der Grenzen (comparison.beyond_boundary) oder Fälle, die einem Lauf fehlen (compare.unmatched_case).</translation>
    </message>
    <message>
        <source>The runs are identical (comparison.identical), differ only at label boundaries (comparison.boundary_only), or differ a little in every case, no more than run-to-run variance (comparison.within_variance).</source>
        <extracomment>experiment exp-run-comparison: refutes</extracomment>
        <translation>Die Läufe sind identisch (comparison.identical), unterscheiden sich nur an Labelgrenzen (comparison.boundary_only) oder in jedem Fall ein wenig, nicht mehr als die Varianz zwischen Läufen (comparison.within_variance).</translation>
    </message>
    <message>
        <source>The runs&apos; predictions: a folder or CSV list per run, as NAME=PATH (two or more, separated by &apos;;&apos;)</source>
        <extracomment>experiment exp-run-comparison: inputs runs</extracomment>
        <translation>Die Vorhersagen der Läufe: ein Ordner oder eine CSV-Liste pro Lauf, als NAME=PFAD (zwei oder mehr, getrennt durch &apos;;&apos;)</translation>
    </message>
    <message>
        <source>Ground truth masks (folder or CSV list; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs truth</extracomment>
        <translation>Masken der Grundwahrheit (Ordner oder CSV-Liste; optional)</translation>
    </message>
    <message>
        <source>The images, for the pictures of the worst cases (folder or CSV list; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs images</extracomment>
        <translation>Die Bilder, für die Abbildungen der schlechtesten Fälle (Ordner oder CSV-Liste; optional)</translation>
    </message>
    <message>
        <source>Label names (ITK-SNAP label description file; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs labels</extracomment>
        <translation>Labelnamen (Labelbeschreibungsdatei von ITK-SNAP; optional)</translation>
    </message>
    <message>
        <source>A few cases carry most of the difference between the runs (comparison.systematic_cases names them), or a run&apos;s failed cases (missing, unreadable, misplaced) change the verdict over all cases (comparison.failures_change_verdict).</source>
        <extracomment>hypothesis prev-few-cases-changed: supports</extracomment>
        <translation>Einige Fälle tragen den größten Teil des Unterschieds zwischen den Läufen (comparison.systematic_cases nennt sie), oder die fehlgeschlagenen Fälle eines Laufs (fehlend, unlesbar, falsch platziert) ändern das Urteil über alle Fälle (comparison.failures_change_verdict).</translation>
    </message>
    <message>
        <source>Some predictions are not on the truth&apos;s (or the other run&apos;s) grid (compare.geometry_mismatch), or are on it but the content forensics name a mirror, transpose, in-plane turn or shift of their array, possibly with paired labels exchanged (compare.geometry_mismatch: &quot;mirrored left-right (x), with labels 1 and 2 swapped&quot;), or check-pair names a flip, transpose or shift of their labels on another grid (geometry.axis_flip, geometry.axes_transposed, geometry.origin_offset...), or their headers make another tool place them apart (compare.header_differs). A case the content forensics call inconclusive (compare.content_inconclusive) is a bad prediction, not evidence for this.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: supports</extracomment>
        <translation>Manche Vorhersagen liegen nicht auf dem Gitter der Grundwahrheit (oder des anderen Laufs) (compare.geometry_mismatch), oder sie liegen darauf, doch die Inhaltsforensik nennt eine Spiegelung, Transposition, Drehung in der Ebene oder Verschiebung ihres Arrays, womöglich mit vertauschten gepaarten Labels (compare.geometry_mismatch: &quot;links-rechts gespiegelt (x), Labels 1 und 2 vertauscht&quot;), oder check-pair nennt eine Spiegelung, Transposition oder Verschiebung ihrer Labels auf einem anderen Gitter (geometry.axis_flip, geometry.axes_transposed, geometry.origin_offset...), oder ihre Header lassen ein anderes Werkzeug sie an unterschiedlichen Stellen platzieren (compare.header_differs). Ein Fall, den die Inhaltsforensik als nicht eindeutig einstuft (compare.content_inconclusive), ist eine schlechte Vorhersage, kein Beleg hierfür.</translation>
    </message>
    <message>
        <source>A label of one run is mostly another label of the other run or of the truth (comparison.label_swap), or a relabelling alone explains a case better than every mirror, turn or shift (compare.labels_remapped). A mirrored case whose left/right labels are exchanged is a mirror (compare.geometry_mismatch), not this.</source>
        <extracomment>hypothesis prev-label-remap: supports</extracomment>
        <translation>Ein Label des einen Laufs ist größtenteils ein anderes Label des anderen Laufs oder der Grundwahrheit (comparison.label_swap), oder eine Umbenennung der Labels allein erklärt einen Fall besser als jede Spiegelung, Drehung oder Verschiebung (compare.labels_remapped). Ein gespiegelter Fall, dessen linke und rechte Labels vertauscht sind, ist eine Spiegelung (compare.geometry_mismatch), nicht dies.</translation>
    </message>
    <message>
        <source>One checkpoint is significantly better over all cases, its failures scored as the worst value (comparison.significant_difference), or a few cases carry the difference (comparison.systematic_cases). A checkpoint that is better only on the comparable cases while it failed others (comparison.failures_change_verdict, comparison.run_failures) is not better: fix its failed cases first.</source>
        <extracomment>hypothesis mlr-improvement-noise: refutes</extracomment>
        <translation>Ein Checkpoint ist über alle Fälle signifikant besser, wobei seine Fehlschläge mit dem schlechtesten Wert bewertet werden (comparison.significant_difference), oder einige wenige Fälle tragen den Unterschied (comparison.systematic_cases). Ein Checkpoint, der nur auf den vergleichbaren Fällen besser ist, während er bei anderen fehlschlug (comparison.failures_change_verdict, comparison.run_failures), ist nicht besser: Beheben Sie zuerst seine fehlgeschlagenen Fälle.</translation>
    </message>
    <message>
        <source>too good, too good to be true, suspicious, suspiciously high, perfect, 0.99, auc, leakage, data leakage, data leak, leak, leaked, test set, test score, same patient, patient overlap, duplicate, duplicates, near duplicate, split, better than expected, higher than expected, much higher than expected, better than published, overlap</source>
        <extracomment>symptom test-score-too-good: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>zu gut, zu gut um wahr zu sein, verdächtig, verdächtig hoch, perfekt, 0.99, auc, datenleck, leck, leakage, testdatensatz, testset, testergebnis, derselbe patient, gleicher patient, patientenüberschneidung, duplikat, duplikate, beinahe-duplikat, split, aufteilung, besser als erwartet, höher als erwartet, viel höher als erwartet, besser als publiziert, überschneidung</translation>
    </message>
    <message>
        <source>Excellent metrics on the test set, fails on new data</source>
        <extracomment>symptom train-test-gap: title</extracomment>
        <translation>Hervorragende Metriken auf dem Testdatensatz, versagt auf neuen Daten</translation>
    </message>
    <message>
        <source>The model scores well on its own validation and test splits but much worse on new data: in production, at another hospital, on another scanner or protocol, or through the deployed pipeline.</source>
        <extracomment>symptom train-test-gap: description</extracomment>
        <translation>Das Modell schneidet auf seinen eigenen Validierungs- und Test-Splits gut ab, aber auf neuen Daten deutlich schlechter: im Produktivbetrieb, in einer anderen Klinik, an einem anderen Scanner oder Protokoll oder über die produktive Pipeline.</translation>
    </message>
    <message>
        <source>production, in production, fails in production, fails on new data, excellent metrics, great validation score, validation score, good validation, external validation, external test, test set, good on test, deployment, deployed, real world, new data, new site, another hospital, external, generalise, generalize, drop, worse, gap, domain shift, scanner, protocol, inference pipeline, 0.7</source>
        <extracomment>symptom train-test-gap: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>produktivbetrieb, produktion, im einsatz, versagt im einsatz, versagt auf neuen daten, hervorragende metriken, gute validierung, validierungsergebnis, externe validierung, externer test, testdatensatz, gut auf dem testset, deployment, bereitstellung, reale daten, neue daten, neuer standort, andere klinik, anderes krankenhaus, extern, generalisieren, generalisierung, einbruch, schlechter, lücke, domänenverschiebung, domain shift, scanner, protokoll, inferenz-pipeline, 0.7</translation>
    </message>
    <message>
        <source>Splitting by image, slice or study instead of by patient puts several scans (follow-ups, other sequences, adjacent slices) of one patient on both sides, and re-anonymisation gives one patient a new PatientID in every export, so a split by ID alone does not prevent it. The model recognises the patient, not the disease.</source>
        <extracomment>hypothesis leak-patient-overlap: explanation</extracomment>
        <translation>Eine Aufteilung nach Bild, Schicht oder Studie statt nach Patient bringt mehrere Scans eines Patienten (Verlaufskontrollen, andere Sequenzen, benachbarte Schichten) auf beide Seiten, und eine erneute Anonymisierung gibt einem Patienten in jedem Export eine neue PatientID, sodass eine Aufteilung allein nach ID das nicht verhindert. Das Modell erkennt den Patienten, nicht die Krankheit.</translation>
    </message>
    <message>
        <source>The audit finds one patient on both sides of a split: the same PatientID or CSV patient (leakage.patient_overlap), the same study, series, instance or frame of reference UID or accession number (leakage.study_overlap), the same normalised name, birth date and sex under different IDs (leakage.fuzzy_identity), one patient&apos;s cases or one volume&apos;s slices or patches spread over splits (leakage.split_level), time points of one 4D acquisition (an fMRI or diffusion run saved one 3D file per volume) on both sides (leakage.same_acquisition), or the same image copied (leakage.duplicate_volume, leakage.near_duplicate).</source>
        <extracomment>hypothesis leak-patient-overlap: supports</extracomment>
        <translation>Das Audit findet einen Patienten auf beiden Seiten eines Splits: dieselbe PatientID oder denselben CSV-Patienten (leakage.patient_overlap), dieselbe Study-, Series-, Instance- oder Frame-of-Reference-UID oder Accession Number (leakage.study_overlap), denselben normalisierten Namen, dasselbe Geburtsdatum und Geschlecht unter verschiedenen IDs (leakage.fuzzy_identity), die Fälle eines Patienten oder die Schichten oder Patches eines Volumens über Splits verteilt (leakage.split_level), Zeitpunkte einer 4D-Aufnahme (ein fMRT- oder Diffusionslauf, als eine 3D-Datei pro Volumen gespeichert) auf beiden Seiten (leakage.same_acquisition) oder dasselbe kopierte Bild (leakage.duplicate_volume, leakage.near_duplicate).</translation>
    </message>
    <message>
        <source>A completed audit in which every volume has a patient identity (DICOM tags, the DICOM series beside a NIfTI, or a CSV patient column) finds no shared patient, study or image (audit.clean_splits). When some volumes have no identity the audit reports leakage.inconclusive and cannot rule it out: give it a CSV with a patient column.</source>
        <extracomment>hypothesis leak-patient-overlap: refutes</extracomment>
        <translation>Ein abgeschlossenes Audit, in dem jedes Volumen eine Patientenidentität hat (DICOM-Tags, die DICOM-Serie neben einem NIfTI oder eine Patientenspalte in einer CSV), findet keinen gemeinsamen Patienten, keine gemeinsame Studie und kein gemeinsames Bild (audit.clean_splits). Haben manche Volumen keine Identität, meldet das Audit leakage.inconclusive und kann ein Datenleck nicht ausschließen: Geben Sie ihm eine CSV mit einer Patientenspalte.</translation>
    </message>
    <message>
        <source>Split by patient, never by image, slice or study: `GroupShuffleSplit(n_splits=1, test_size=0.2).split(X, groups=patient_ids)` for one split, `GroupKFold` or `StratifiedGroupKFold` for cross-validation.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>Teilen Sie nach Patient auf, nie nach Bild, Schicht oder Studie: `GroupShuffleSplit(n_splits=1, test_size=0.2).split(X, groups=patient_ids)` für einen Split, `GroupKFold` oder `StratifiedGroupKFold` für Kreuzvalidierung.</translation>
    </message>
    <message>
        <source>Build the patient key before splitting from what survives re-anonymisation: PatientID, and the normalised name with birth date and sex; merge keys that share a StudyInstanceUID.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>Bilden Sie den Patientenschlüssel vor der Aufteilung aus dem, was eine erneute Anonymisierung übersteht: PatientID sowie normalisierter Name mit Geburtsdatum und Geschlecht; führen Sie Schlüssel zusammen, die eine StudyInstanceUID teilen.</translation>
    </message>
    <message>
        <source>Remove the overlapping patients from the test set (or move them into training) and report the metric again, next to the old one.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>Entfernen Sie die überlappenden Patienten aus dem Testdatensatz (oder verschieben Sie sie ins Training) und berichten Sie die Metrik erneut, neben der alten.</translation>
    </message>
    <message>
        <source>Where IDs are pseudonymised per export, ask the data provider for the pseudonymisation map, or group by image fingerprints and acquisition dates.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>Wo IDs pro Export pseudonymisiert werden, fragen Sie den Datenlieferanten nach der Pseudonymisierungstabelle, oder gruppieren Sie nach Bild-Fingerabdrücken und Aufnahmedaten.</translation>
    </message>
    <message>
        <source>Freeze the split as a versioned file of patient IDs (nnU-Net&apos;s splits_final.json) and assert in the training script that no patient is on both sides.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>Frieren Sie den Split als versionierte Datei mit Patienten-IDs ein (splits_final.json von nnU-Net) und stellen Sie im Trainingsskript per Assertion sicher, dass kein Patient auf beiden Seiten liegt.</translation>
    </message>
    <message>
        <source>When you add a public dataset to your training data, check that the public test set you report on is not part of it.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>Wenn Sie Ihren Trainingsdaten einen öffentlichen Datensatz hinzufügen, prüfen Sie, dass der öffentliche Testdatensatz, auf dem Sie berichten, nicht dazugehört.</translation>
    </message>
    <message>
        <source>A path or variable mix-up evaluates on the training or validation set, a &apos;test&apos; folder was filled with copies of training images, or the test set was used for early stopping, threshold tuning or model selection.</source>
        <extracomment>hypothesis leak-metric-wrong-split: explanation</extracomment>
        <translation>Eine Verwechslung von Pfad oder Variable evaluiert auf dem Trainings- oder Validierungsdatensatz, ein &apos;test&apos;-Ordner wurde mit Kopien von Trainingsbildern gefüllt, oder der Testdatensatz wurde für Early Stopping, die Wahl von Schwellenwerten oder die Modellauswahl verwendet.</translation>
    </message>
    <message>
        <source>The case IDs the metric was computed on intersect the training or validation IDs, the test set influenced a choice, or the dataset audit finds that most of one split is a copy of another (leakage.split_copy).</source>
        <extracomment>hypothesis leak-metric-wrong-split: supports</extracomment>
        <translation>Die Fall-IDs, auf denen die Metrik berechnet wurde, überschneiden sich mit den Trainings- oder Validierungs-IDs, der Testdatensatz hat eine Entscheidung beeinflusst, oder das Datensatz-Audit findet, dass der größte Teil eines Splits eine Kopie eines anderen ist (leakage.split_copy).</translation>
    </message>
    <message>
        <source>The evaluated IDs are exactly the test IDs, and nothing was tuned on them. The dataset audit cannot refute it: it reads the folders you name as splits, not the files the evaluation script opened.</source>
        <extracomment>hypothesis leak-metric-wrong-split: refutes</extracomment>
        <translation>Die evaluierten IDs sind genau die Test-IDs, und nichts wurde auf ihnen abgestimmt. Das Datensatz-Audit kann dies nicht widerlegen: Es liest die Ordner, die Sie als Splits angeben, nicht die Dateien, die das Evaluationsskript geöffnet hat.</translation>
    </message>
    <message>
        <source>Audit the files the evaluation actually read against the training split: `scansleuth-cli audit --split train=TRAIN --split evaluated=EVALUATED_FILES`.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>Prüfen Sie die Dateien, die die Evaluation tatsächlich gelesen hat, per Audit gegen den Trainings-Split: `scansleuth-cli audit --split train=TRAIN --split evaluated=EVALUATED_FILES`.</translation>
    </message>
    <message>
        <source>The same volume exported twice (NIfTI and DICOM, different names, recompressed), resampled or cropped copies made for another experiment, or augmented copies saved to disk before splitting end up in both sets.</source>
        <extracomment>hypothesis leak-duplicate-volumes: explanation</extracomment>
        <translation>Dasselbe Volumen zweimal exportiert (NIfTI und DICOM, verschiedene Namen, neu komprimiert), für ein anderes Experiment resampelte oder zugeschnittene Kopien oder vor der Aufteilung auf die Festplatte geschriebene augmentierte Kopien landen in beiden Datensätzen.</translation>
    </message>
    <message>
        <source>The audit finds the same decoded voxels in two splits, whatever the file format (leakage.duplicate_volume), a resampled, cropped, flipped or rescaled copy with its similarity (leakage.near_duplicate), or most of one split copying another (leakage.split_copy).</source>
        <extracomment>hypothesis leak-duplicate-volumes: supports</extracomment>
        <translation>Das Audit findet dieselben dekodierten Voxel in zwei Splits, unabhängig vom Dateiformat (leakage.duplicate_volume), eine resampelte, zugeschnittene, gespiegelte oder umskalierte Kopie mit ihrer Ähnlichkeit (leakage.near_duplicate) oder einen Split, der größtenteils einen anderen kopiert (leakage.split_copy).</translation>
    </message>
    <message>
        <source>A completed audit finds no exact or near-duplicate volume across the splits.</source>
        <extracomment>hypothesis leak-duplicate-volumes: refutes</extracomment>
        <translation>Ein abgeschlossenes Audit findet kein exaktes oder Beinahe-Duplikat eines Volumens über die Splits hinweg.</translation>
    </message>
    <message>
        <source>Deduplicate by content before splitting: hash the decoded voxels, not the file bytes (`hashlib.sha256(np.ascontiguousarray(sitk.GetArrayFromImage(img)).tobytes())`), and keep one case per hash.</source>
        <extracomment>hypothesis leak-duplicate-volumes: quick_wins</extracomment>
        <translation>Deduplizieren Sie vor der Aufteilung nach Inhalt: Hashen Sie die dekodierten Voxel, nicht die Dateibytes (`hashlib.sha256(np.ascontiguousarray(sitk.GetArrayFromImage(img)).tobytes())`), und behalten Sie einen Fall pro Hash.</translation>
    </message>
    <message>
        <source>Split first, then augment, and write augmented copies only into the training folder.</source>
        <extracomment>hypothesis leak-duplicate-volumes: quick_wins</extracomment>
        <translation>Teilen Sie zuerst auf, augmentieren Sie danach, und schreiben Sie augmentierte Kopien nur in den Trainingsordner.</translation>
    </message>
    <message>
        <source>Look at each suspected pair side by side before removing it, then trace where the copies came from (two exports of one PACS query, a converted and an original folder) and remove the duplicate source from the pipeline.</source>
        <extracomment>hypothesis leak-duplicate-volumes: escalation</extracomment>
        <translation>Sehen Sie sich jedes verdächtige Paar nebeneinander an, bevor Sie es entfernen, verfolgen Sie dann, woher die Kopien stammen (zwei Exporte einer PACS-Abfrage, ein konvertierter und ein Originalordner), und entfernen Sie die doppelte Quelle aus der Pipeline.</translation>
    </message>
    <message>
        <source>For copies that were resampled, cropped or re-windowed, compare perceptual fingerprints or embeddings of a pretrained encoder (the audit&apos;s near-duplicate search, with --embedding-model).</source>
        <extracomment>hypothesis leak-duplicate-volumes: escalation</extracomment>
        <translation>Vergleichen Sie bei resampelten, zugeschnittenen oder neu gefensterten Kopien perzeptuelle Fingerabdrücke oder Embeddings eines vortrainierten Encoders (die Beinahe-Duplikat-Suche des Audits, mit --embedding-model).</translation>
    </message>
    <message>
        <source>A fit (scaler, selector, sampler) runs before the split, or the dataset audit finds the test split normalised with statistics of its own (dataset.normalisation_fitted_on_test).</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: supports</extracomment>
        <translation>Ein Fit (Scaler, Selektor, Sampler) läuft vor der Aufteilung, oder das Datensatz-Audit findet den Test-Split mit seinen eigenen Statistiken normalisiert (dataset.normalisation_fitted_on_test).</translation>
    </message>
    <message>
        <source>The model predicts differently on one case preprocessed the training way and the inference way (or on the two tensors the pipelines saved), and swapping one step names the difference; or the dataset audit, given training data and the new data as splits, shows a different intensity domain, spacing, orientation, data type or rescale.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: supports</extracomment>
        <translation>Das Modell sagt für einen Fall, der auf Trainings- und auf Inferenzweise vorverarbeitet wurde (oder für die beiden Tensoren, die die Pipelines gespeichert haben), Unterschiedliches vorher, und das Austauschen eines Schritts benennt den Unterschied; oder das Datensatz-Audit, dem Trainingsdaten und neue Daten als Splits gegeben werden, zeigt einen anderen Intensitätsbereich, Voxelabstand, eine andere Orientierung, einen anderen Datentyp oder eine andere Reskalierung.</translation>
    </message>
    <message>
        <source>Train and test were preprocessed differently</source>
        <extracomment>hypothesis prep-splits-differ: title</extracomment>
        <translation>Training und Test wurden unterschiedlich vorverarbeitet</translation>
    </message>
    <message>
        <source>The splits went through different pipelines: one is stored in Hounsfield units and the other scaled to [0, 1] or z-scored, resampled to another spacing, reoriented, cast to another type or rescaled, or the test set was normalised with statistics of its own. The model then sees inputs it never trained on (a poor score), or test information leaks into the preprocessing (an optimistic one).</source>
        <extracomment>hypothesis prep-splits-differ: explanation</extracomment>
        <translation>Die Splits liefen durch unterschiedliche Pipelines: Einer ist in Hounsfield-Einheiten gespeichert und der andere auf [0, 1] skaliert oder z-standardisiert, auf einen anderen Voxelabstand resampelt, reorientiert, in einen anderen Typ umgewandelt oder reskaliert, oder der Testdatensatz wurde mit seinen eigenen Statistiken normalisiert. Das Modell sieht dann Eingaben, auf denen es nie trainiert hat (ein schlechtes Ergebnis), oder Testinformationen fließen in die Vorverarbeitung (ein zu optimistisches).</translation>
    </message>
    <message>
        <source>The audit flags a parity difference between the splits with its effect size and distance: the intensity domain or distribution (dataset.intensity_mismatch, naming HU, [0, 1] or z-score and the cases that differ), spacing, dims, orientation, data type or rescale (dataset.spacing_mismatch, dataset.dims_mismatch, dataset.orientation_mismatch, dataset.dtype_mismatch, dataset.rescale_mismatch), Philips precise floating-point values against display values (dataset.philips_scaling_mismatch, a factor of about 1e5: dcm2niix -p y against -p n), a split normalised with its own statistics (dataset.normalisation_fitted_on_test), or splits that disagree with the training fingerprint given (dataset.reference_mismatch).</source>
        <extracomment>hypothesis prep-splits-differ: supports</extracomment>
        <translation>Das Audit markiert einen Unterschied in der Vorverarbeitung zwischen den Splits, mit Effektstärke und Distanz: Intensitätsbereich oder -verteilung (dataset.intensity_mismatch, mit Angabe von HU, [0, 1] oder z-Score und den abweichenden Fällen), Voxelabstand, Dimensionen, Orientierung, Datentyp oder Reskalierung (dataset.spacing_mismatch, dataset.dims_mismatch, dataset.orientation_mismatch, dataset.dtype_mismatch, dataset.rescale_mismatch), präzise Philips-Gleitkommawerte gegenüber Anzeigewerten (dataset.philips_scaling_mismatch, ein Faktor von etwa 1e5: dcm2niix -p y gegenüber -p n), einen mit eigenen Statistiken normalisierten Split (dataset.normalisation_fitted_on_test) oder Splits, die nicht zum angegebenen Trainings-Fingerabdruck passen (dataset.reference_mismatch).</translation>
    </message>
    <message>
        <source>A completed audit flags no parity difference: every per-volume feature within the thresholds (|Cohen&apos;s d| below 0.8 or KS p at least 0.01, and KS D below 0.5), and orientation, data type, rescale and value domain agree. It speaks for the files audited: audit the files the model reads (the preprocessed arrays) to clear the pipeline too.</source>
        <extracomment>hypothesis prep-splits-differ: refutes</extracomment>
        <translation>Ein abgeschlossenes Audit markiert keinen Unterschied in der Vorverarbeitung: Jedes Merkmal pro Volumen liegt innerhalb der Schwellen (|Cohens d| unter 0.8 oder KS-p mindestens 0.01, und KS-D unter 0.5), und Orientierung, Datentyp, Reskalierung und Wertebereich stimmen überein. Das gilt für die geprüften Dateien: Prüfen Sie die Dateien, die das Modell liest (die vorverarbeiteten Arrays), um auch die Pipeline zu entlasten.</translation>
    </message>
    <message>
        <source>Run one preprocessing function for every split and for inference (one MONAI `Compose`, or nnU-Net&apos;s own preprocessing), and save its parameters with the model.</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>Verwenden Sie eine einzige Vorverarbeitungsfunktion für jeden Split und für die Inferenz (ein MONAI-`Compose` oder die Vorverarbeitung von nnU-Net selbst) und speichern Sie ihre Parameter mit dem Modell.</translation>
    </message>
    <message>
        <source>Fit the normalisation on the training split only: compute mean and std (for CT, nnU-Net&apos;s CTNormalization clips to the foreground&apos;s 0.5 and 99.5 percentiles first) on train, store them, and apply the stored values to validation, test and production.</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>Fitten Sie die Normalisierung nur auf dem Trainings-Split: Berechnen Sie Mittelwert und Standardabweichung auf dem Training (für CT beschneidet CTNormalization von nnU-Net zuerst auf das 0.5- und 99.5-Perzentil des Vordergrunds), speichern Sie sie und wenden Sie die gespeicherten Werte auf Validierung, Test und Produktivbetrieb an.</translation>
    </message>
    <message>
        <source>Resample every split to the training target spacing with the same interpolation (`Spacingd(pixdim=..., mode=(&apos;bilinear&apos;, &apos;nearest&apos;))`) and reorient to one code (`Orientationd(axcodes=&apos;RAS&apos;)`).</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>Resampeln Sie jeden Split mit derselben Interpolation auf den Ziel-Voxelabstand des Trainings (`Spacingd(pixdim=..., mode=(&apos;bilinear&apos;, &apos;nearest&apos;))`) und reorientieren Sie auf einen Code (`Orientationd(axcodes=&apos;RAS&apos;)`).</translation>
    </message>
    <message>
        <source>Compare nnU-Net&apos;s dataset_fingerprint.json and plans of training with the new data (give them to the audit as the training fingerprint): spacing medians and foreground intensity percentiles must agree.</source>
        <extracomment>hypothesis prep-splits-differ: escalation</extracomment>
        <translation>Vergleichen Sie dataset_fingerprint.json und die Pläne von nnU-Net aus dem Training mit den neuen Daten (geben Sie sie dem Audit als Trainings-Fingerabdruck): Mediane des Voxelabstands und Intensitätsperzentile des Vordergrunds müssen übereinstimmen.</translation>
    </message>
    <message>
        <source>Save one preprocessed tensor of each split and compare histogram, spacing and dtype; then run the model-parity experiment on one raw case through both pipelines to find the step that differs.</source>
        <extracomment>hypothesis prep-splits-differ: escalation</extracomment>
        <translation>Speichern Sie einen vorverarbeiteten Tensor jedes Splits und vergleichen Sie Histogramm, Voxelabstand und dtype; führen Sie dann das Model-Parity-Experiment auf einem Rohfall durch beide Pipelines aus, um den abweichenden Schritt zu finden.</translation>
    </message>
    <message>
        <source>Scores differ strongly by site, scanner or protocol, and the poor group is absent or rare in training; or the dataset audit finds that modality, manufacturer, scanner model, kernel, field strength or protocol differ between the training data and the new data (dataset.acquisition_mismatch).</source>
        <extracomment>hypothesis gap-domain-shift: supports</extracomment>
        <translation>Die Ergebnisse unterscheiden sich stark nach Standort, Scanner oder Protokoll, und die schwache Gruppe fehlt im Training oder ist dort selten; oder das Datensatz-Audit findet, dass sich Modalität, Hersteller, Scannermodell, Kernel, Feldstärke oder Protokoll zwischen Trainingsdaten und neuen Daten unterscheiden (dataset.acquisition_mismatch).</translation>
    </message>
    <message>
        <source>Scores are similar across sites and scanners. The audit cannot refute it: files without DICOM tags carry no acquisition facts, and a new population can shift without a new scanner.</source>
        <extracomment>hypothesis gap-domain-shift: refutes</extracomment>
        <translation>Die Ergebnisse sind über Standorte und Scanner hinweg ähnlich. Das Audit kann dies nicht widerlegen: Dateien ohne DICOM-Tags tragen keine Angaben zur Aufnahme, und eine neue Population kann sich auch ohne neuen Scanner verschieben.</translation>
    </message>
    <message>
        <source>Audit the training data against the new data as two splits: it compares scanner, protocol and modality tags and the intensity and spacing distributions.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>Prüfen Sie die Trainingsdaten per Audit gegen die neuen Daten als zwei Splits: Es vergleicht Scanner-, Protokoll- und Modalitäts-Tags sowie die Verteilungen von Intensität und Voxelabstand.</translation>
    </message>
    <message>
        <source>A submodule that reads its training flag (dropout, batch norm) is in training mode, and repeated runs on one input disagree; or the model was traced in training mode: its graph has the training flag fixed to True (dropout always on; batch norm with each batch&apos;s statistics, so the same patch alone and inside a batch gives other outputs).</source>
        <extracomment>hypothesis gap-model-in-train-mode: supports</extracomment>
        <translation>Ein Submodul, das sein Trainings-Flag liest (Dropout, Batch-Norm), ist im Trainingsmodus, und wiederholte Läufe auf einer Eingabe stimmen nicht überein; oder das Modell wurde im Trainingsmodus mit torch.jit.trace exportiert: Sein Graph hat das Trainings-Flag fest auf True gesetzt (Dropout immer aktiv; Batch-Norm mit der Statistik des jeweiligen Batches, sodass derselbe Patch allein und innerhalb eines Batches andere Ausgaben liefert).</translation>
    </message>
    <message>
        <source>Every module is in eval mode, no graph node has its training flag fixed to True, and repeated runs agree.</source>
        <extracomment>hypothesis gap-model-in-train-mode: refutes</extracomment>
        <translation>Jedes Modul ist im Eval-Modus, kein Graphknoten hat sein Trainings-Flag fest auf True gesetzt, und wiederholte Läufe stimmen überein.</translation>
    </message>
    <message>
        <source>A model traced in training mode: export again after model.eval() (`torch.jit.trace(model.eval(), example)`); switching the loaded model to eval changes nothing.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>Ein im Trainingsmodus mit torch.jit.trace exportiertes Modell: Exportieren Sie es nach model.eval() erneut (`torch.jit.trace(model.eval(), example)`); das geladene Modell auf eval umzuschalten ändert nichts.</translation>
    </message>
    <message>
        <source>Reads every volume of the splits (DICOM folders, NIfTI, NRRD, MetaImage, .npy/.npz/.pt arrays) and looks for leakage across them: patients by DICOM identity (IDs and UIDs, and the normalised name with birth date and sex, which survives re-anonymisation), exact duplicates by a hash of the decoded voxels, near-duplicates that survive resampling, cropping, flips and intensity rescaling, and one patient&apos;s cases or one volume&apos;s slices spread over splits. It compares how the splits were prepared (intensity domain and distribution, spacing, dims, orientation, data type, rescale, scanner and protocol tags) with effect sizes and distribution distances, and against a training fingerprint when given. Pictures show the strongest suspected pairs side by side.</source>
        <extracomment>experiment exp-dataset-audit: description</extracomment>
        <translation>Liest jedes Volumen der Splits (DICOM-Ordner, NIfTI, NRRD, MetaImage, .npy/.npz/.pt-Arrays) und sucht nach Datenlecks zwischen ihnen: Patienten über die DICOM-Identität (IDs und UIDs sowie normalisierter Name mit Geburtsdatum und Geschlecht, der eine erneute Anonymisierung übersteht), exakte Duplikate über einen Hash der dekodierten Voxel, Beinahe-Duplikate, die Resampling, Zuschnitt, Spiegelungen und Intensitätsumskalierung überstehen, sowie die Fälle eines Patienten oder die Schichten eines Volumens, verteilt über Splits. Es vergleicht, wie die Splits vorbereitet wurden (Intensitätsbereich und -verteilung, Voxelabstand, Dimensionen, Orientierung, Datentyp, Reskalierung, Scanner- und Protokoll-Tags), mit Effektstärken und Verteilungsdistanzen, und, falls angegeben, mit einem Trainings-Fingerabdruck. Bilder zeigen die am stärksten verdächtigen Paare nebeneinander.</translation>
    </message>
    <message>
        <source>Patients, studies or volumes shared between splits (leakage.*), or splits prepared differently: intensity domain, spacing, dims, orientation, data type, rescale, acquisition, a normalisation fitted on the test set, or a mismatch with the training fingerprint (dataset.*_mismatch).</source>
        <extracomment>experiment exp-dataset-audit: supports</extracomment>
        <translation>Patienten, Studien oder Volumen, die Splits gemeinsam haben (leakage.*), oder unterschiedlich vorbereitete Splits: Intensitätsbereich, Voxelabstand, Dimensionen, Orientierung, Datentyp, Reskalierung, Aufnahme, eine auf dem Testdatensatz gefittete Normalisierung oder eine Abweichung vom Trainings-Fingerabdruck (dataset.*_mismatch).</translation>
    </message>
    <message>
        <source>No shared patient, study or volume across the splits (audit.clean_splits, with every volume&apos;s identity known) and no parity difference flagged.</source>
        <extracomment>experiment exp-dataset-audit: refutes</extracomment>
        <translation>Kein gemeinsamer Patient, keine gemeinsame Studie und kein gemeinsames Volumen über die Splits hinweg (audit.clean_splits, mit bekannter Identität jedes Volumens) und kein markierter Unterschied in der Vorverarbeitung.</translation>
    </message>
    <message>
        <source>The training split: a folder, or one file (image or array)</source>
        <extracomment>experiment exp-dataset-audit: inputs train</extracomment>
        <translation>Der Trainings-Split: ein Ordner oder eine Datei (Bild oder Array)</translation>
    </message>
    <message>
        <source>The validation split (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs validation</extracomment>
        <translation>Der Validierungs-Split (optional)</translation>
    </message>
    <message>
        <source>The test split</source>
        <extracomment>experiment exp-dataset-audit: inputs test</extracomment>
        <translation>Der Test-Split</translation>
    </message>
    <message>
        <source>Data the model fails on: production or another site (optional; audited as a split of its own)</source>
        <extracomment>experiment exp-dataset-audit: inputs new_data</extracomment>
        <translation>Daten, auf denen das Modell versagt: Produktivbetrieb oder ein anderer Standort (optional; als eigener Split geprüft)</translation>
    </message>
    <message>
        <source>Or: a CSV listing every case with its split (columns case, split, path, and patient when known)</source>
        <extracomment>experiment exp-dataset-audit: inputs splits_csv</extracomment>
        <translation>Oder: eine CSV, die jeden Fall mit seinem Split auflistet (Spalten case, split, path und, falls bekannt, patient)</translation>
    </message>
    <message>
        <source>nnU-Net&apos;s dataset_fingerprint.json or plans, MONAI&apos;s data statistics, or a preprocessing spec of training (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs training_fingerprint</extracomment>
        <translation>dataset_fingerprint.json oder Pläne von nnU-Net, Datenstatistiken von MONAI oder eine Vorverarbeitungsspezifikation des Trainings (optional)</translation>
    </message>
    <message>
        <source>A TorchScript encoder for a second opinion on near-duplicates (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs embedding_model</extracomment>
        <translation>Ein TorchScript-Encoder für eine zweite Meinung zu Beinahe-Duplikaten (optional)</translation>
    </message>
    <message>
        <source>A submodule&apos;s output holds NaN or Inf (the first one is named), or activations explode layer after layer; or a model run&apos;s output holds NaN or Inf (model.nonfinite_output, with the count, share and classes).</source>
        <extracomment>hypothesis nan-model-forward: supports</extracomment>
        <translation>Die Ausgabe eines Submoduls enthält NaN oder Inf (das erste wird genannt), oder die Aktivierungen explodieren von Ebene zu Ebene; oder die Ausgabe eines Modelllaufs enthält NaN oder Inf (model.nonfinite_output, mit Anzahl, Anteil und Klassen).</translation>
    </message>
    <message>
        <source>The DICOM SEG or RTSTRUCT does not line up with the CT</source>
        <extracomment>symptom seg-misaligned: title</extracomment>
        <translation>Das DICOM SEG oder RTSTRUCT deckt sich nicht mit dem CT</translation>
    </message>
    <message>
        <source>A segmentation written as DICOM SEG (MONAI Deploy, TotalSegmentator, dcmqi, highdicom) or an RTSTRUCT shows shifted by a few slices, stretched along the slice axis, upside down, on the wrong study, or not at all on its CT, in a PACS viewer, in 3D Slicer or in ScanSleuth.</source>
        <extracomment>symptom seg-misaligned: description</extracomment>
        <translation>Eine als DICOM SEG (MONAI Deploy, TotalSegmentator, dcmqi, highdicom) oder als RTSTRUCT geschriebene Segmentierung erscheint auf ihrem CT um einige Schichten verschoben, entlang der Schichtachse gestreckt, auf dem Kopf stehend, auf der falschen Studie oder gar nicht, in einem PACS-Viewer, in 3D Slicer oder in ScanSleuth.</translation>
    </message>
    <message>
        <source>dicom seg, seg, segmentation object, rtstruct, rt struct, structure set, contours, does not line up, misaligned, shifted, wrong slices, slice thickness, reversed, upside down, frame of reference, pacs, slicer, dcmqi, highdicom, monai deploy, totalsegmentator</source>
        <extracomment>symptom seg-misaligned: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>dicom seg, seg, segmentierungsobjekt, rtstruct, rt struct, structure set, konturen, kontur, deckt sich nicht, passt nicht, falsch ausgerichtet, verschoben, falsche schichten, schichtdicke, umgekehrt, kopfüber, auf dem kopf, bezugssystem, frame of reference, pacs, slicer, dcmqi, highdicom, monai deploy, totalsegmentator</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s volume differs between tools</source>
        <extracomment>symptom rtstruct-volume-differs: title</extracomment>
        <translation>Das Volumen des RTSTRUCT unterscheidet sich zwischen Werkzeugen</translation>
    </message>
    <message>
        <source>The same RTSTRUCT gives different volumes (cc), voxel counts or Dice in ScanSleuth, plastimatch, 3D Slicer, the planning system or a Python script (rt-utils, pydicom + skimage): a few percent, or a structure with a hole counted solid.</source>
        <extracomment>symptom rtstruct-volume-differs: description</extracomment>
        <translation>Dasselbe RTSTRUCT ergibt in ScanSleuth, plastimatch, 3D Slicer, dem Planungssystem oder einem Python-Skript (rt-utils, pydicom + skimage) unterschiedliche Volumen (cc), Voxelanzahlen oder Dice-Werte: einige Prozent, oder eine Struktur mit Loch wird als massiv gezählt.</translation>
    </message>
    <message>
        <source>rtstruct, rt struct, structure set, contour, volume differs, cc, voxel count, rasterise, rasterize, plastimatch, rt-utils, hole, donut, ring, end slices, partial volume, dice between tools</source>
        <extracomment>symptom rtstruct-volume-differs: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>rtstruct, rt struct, structure set, kontur, konturen, volumen unterschiedlich, volumen weicht ab, cc, ml, voxelanzahl, rastern, rasterisierung, plastimatch, rt-utils, loch, donut, ring, endschichten, randschichten, partialvolumen, dice zwischen werkzeugen</translation>
    </message>
    <message>
        <source>The object references another series or Frame of Reference than the image it is shown on</source>
        <extracomment>hypothesis seg-references-other-image: title</extracomment>
        <translation>Das Objekt referenziert eine andere Serie oder ein anderes Bezugssystem (Frame of Reference) als das Bild, auf dem es angezeigt wird</translation>
    </message>
    <message>
        <source>A SEG or RTSTRUCT is drawn on the image it references. Shown on another series (a re-export, a resampled copy, another study of the patient), or written with another Frame of Reference, it can land anywhere.</source>
        <extracomment>hypothesis seg-references-other-image: explanation</extracomment>
        <translation>Ein SEG oder RTSTRUCT wird auf dem Bild gezeichnet, das es referenziert. Auf einer anderen Serie angezeigt (ein erneuter Export, eine resampelte Kopie, eine andere Studie des Patienten) oder mit einem anderen Bezugssystem geschrieben, kann es überall landen.</translation>
    </message>
    <message>
        <source>seg.series_mismatch, seg.frame_of_reference_mismatch, seg.instances_missing or seg.references_missing (rtstruct.series_mismatch, rtstruct.frame_of_reference_mismatch for an RTSTRUCT), naming both UIDs.</source>
        <extracomment>hypothesis seg-references-other-image: supports</extracomment>
        <translation>seg.series_mismatch, seg.frame_of_reference_mismatch, seg.instances_missing oder seg.references_missing (rtstruct.series_mismatch, rtstruct.frame_of_reference_mismatch bei einem RTSTRUCT), mit Angabe beider UIDs.</translation>
    </message>
    <message>
        <source>The object&apos;s referenced series, instances and Frame of Reference are the image&apos;s.</source>
        <extracomment>hypothesis seg-references-other-image: refutes</extracomment>
        <translation>Die referenzierte Serie, die referenzierten Instanzen und das Bezugssystem des Objekts sind die des Bildes.</translation>
    </message>
    <message>
        <source>scansleuth-cli info SEG.dcm: the &apos;references&apos; line and the image it was placed on.</source>
        <extracomment>hypothesis seg-references-other-image: quick_wins</extracomment>
        <translation>scansleuth-cli info SEG.dcm: die Zeile &apos;references&apos; und das Bild, auf dem es platziert wurde.</translation>
    </message>
    <message>
        <source>Open the folder with the original series (not a copy) beside the object: scansleuth FOLDER.</source>
        <extracomment>hypothesis seg-references-other-image: quick_wins</extracomment>
        <translation>Öffnen Sie den Ordner mit der Originalserie (keine Kopie) neben dem Objekt: scansleuth FOLDER.</translation>
    </message>
    <message>
        <source>Write the SEG again from the series the model saw (scansleuth-cli convert MASK.nii.gz --to-seg --reference DICOMDIR --out PRED.dcm), so its references are that series&apos;.</source>
        <extracomment>hypothesis seg-references-other-image: escalation</extracomment>
        <translation>Schreiben Sie das SEG erneut aus der Serie, die das Modell gesehen hat (scansleuth-cli convert MASK.nii.gz --to-seg --reference DICOMDIR --out PRED.dcm), sodass es diese Serie referenziert.</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames were placed with SliceThickness instead of the real slice spacing</source>
        <extracomment>hypothesis seg-spacing-from-thickness: title</extracomment>
        <translation>Die Frames des SEG wurden mit SliceThickness statt mit dem tatsächlichen Schichtabstand platziert</translation>
    </message>
    <message>
        <source>A writer that builds frame positions as origin + k x SliceThickness (or uses SpacingBetweenSlices that is not the real gap) stretches or squeezes the mask along the slice axis: the first frames fit, the last are off by many millimetres.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: explanation</extracomment>
        <translation>Ein Writer, der Frame-Positionen als Ursprung + k x SliceThickness berechnet (oder SpacingBetweenSlices verwendet, das nicht dem tatsächlichen Abstand entspricht), streckt oder staucht die Maske entlang der Schichtachse: Die ersten Frames passen, die letzten liegen um viele Millimeter daneben.</translation>
    </message>
    <message>
        <source>seg.frames_off_slice_planes with the offset in mm growing along the slices, or seg.uneven_frame_spacing.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: supports</extracomment>
        <translation>seg.frames_off_slice_planes mit einem entlang der Schichten wachsenden Versatz in mm, oder seg.uneven_frame_spacing.</translation>
    </message>
    <message>
        <source>Every frame lies on a slice plane of the image.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: refutes</extracomment>
        <translation>Jeder Frame liegt auf einer Schichtebene des Bildes.</translation>
    </message>
    <message>
        <source>Take frame positions from each source slice&apos;s ImagePositionPatient, never from an origin and a spacing.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: quick_wins</extracomment>
        <translation>Nehmen Sie die Frame-Positionen aus der ImagePositionPatient jeder Quellschicht, nie aus einem Ursprung und einem Abstand.</translation>
    </message>
    <message>
        <source>highdicom and dcmqi do this when given the source images: pass the DICOM series, not a NIfTI.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: quick_wins</extracomment>
        <translation>highdicom und dcmqi tun das, wenn man ihnen die Quellbilder gibt: Übergeben Sie die DICOM-Serie, kein NIfTI.</translation>
    </message>
    <message>
        <source>Compare the SEG&apos;s PlanePositionSequence with the CT&apos;s positions: python3 -c &quot;import pydicom; s=pydicom.dcmread(&apos;SEG.dcm&apos;); print([f.PlanePositionSequence[0].ImagePositionPatient[2] for f in s.PerFrameFunctionalGroupsSequence][:10])&quot;</source>
        <extracomment>hypothesis seg-spacing-from-thickness: escalation</extracomment>
        <translation>Vergleichen Sie die PlanePositionSequence des SEG mit den Positionen des CT: python3 -c &quot;import pydicom; s=pydicom.dcmread(&apos;SEG.dcm&apos;); print([f.PlanePositionSequence[0].ImagePositionPatient[2] for f in s.PerFrameFunctionalGroupsSequence][:10])&quot;</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames were written in reversed slice order</source>
        <extracomment>hypothesis seg-frames-reversed: title</extracomment>
        <translation>Die Frames des SEG wurden in umgekehrter Schichtreihenfolge geschrieben</translation>
    </message>
    <message>
        <source>A writer that pairs mask slice k with source image k, but takes the images in InstanceNumber or file order while the mask is in position order, puts the head&apos;s mask on the feet: the mask is mirrored along the slice axis.</source>
        <extracomment>hypothesis seg-frames-reversed: explanation</extracomment>
        <translation>Ein Writer, der Maskenschicht k mit Quellbild k paart, die Bilder aber in InstanceNumber- oder Dateireihenfolge nimmt, während die Maske nach Position geordnet ist, legt die Maske des Kopfes auf die Füße: Die Maske ist entlang der Schichtachse gespiegelt.</translation>
    </message>
    <message>
        <source>seg.frames_reversed (the frames&apos; source images run against their positions), or seg.frame_source_mismatch.</source>
        <extracomment>hypothesis seg-frames-reversed: supports</extracomment>
        <translation>seg.frames_reversed (die Quellbilder der Frames laufen entgegen ihren Positionen) oder seg.frame_source_mismatch.</translation>
    </message>
    <message>
        <source>Each frame&apos;s position and source image agree.</source>
        <extracomment>hypothesis seg-frames-reversed: refutes</extracomment>
        <translation>Position und Quellbild jedes Frames stimmen überein.</translation>
    </message>
    <message>
        <source>Sort the source images by position along the slice normal before pairing them with mask slices.</source>
        <extracomment>hypothesis seg-frames-reversed: quick_wins</extracomment>
        <translation>Sortieren Sie die Quellbilder nach ihrer Position entlang der Schichtnormalen, bevor Sie sie mit Maskenschichten paaren.</translation>
    </message>
    <message>
        <source>Check the mask array&apos;s slice order against the NIfTI&apos;s affine before writing (nibabel.aff2axcodes).</source>
        <extracomment>hypothesis seg-frames-reversed: escalation</extracomment>
        <translation>Prüfen Sie vor dem Schreiben die Schichtreihenfolge des Masken-Arrays gegen die Affine des NIfTI (nibabel.aff2axcodes).</translation>
    </message>
    <message>
        <source>Segments lie beyond the image</source>
        <extracomment>hypothesis seg-beyond-image: title</extracomment>
        <translation>Segmente liegen außerhalb des Bildes</translation>
    </message>
    <message>
        <source>Frames or contours outside the image&apos;s field of view (a crop not undone, a wrong origin) cannot be shown on it; viewers drop them or clip them.</source>
        <extracomment>hypothesis seg-beyond-image: explanation</extracomment>
        <translation>Frames oder Konturen außerhalb des Sichtfelds des Bildes (ein nicht rückgängig gemachter Zuschnitt, ein falscher Ursprung) lassen sich darauf nicht anzeigen; Viewer verwerfen oder beschneiden sie.</translation>
    </message>
    <message>
        <source>seg.beyond_image or rtstruct.contours_beyond_image, with how far.</source>
        <extracomment>hypothesis seg-beyond-image: supports</extracomment>
        <translation>seg.beyond_image oder rtstruct.contours_beyond_image, mit Angabe, wie weit.</translation>
    </message>
    <message>
        <source>Everything lies within the image.</source>
        <extracomment>hypothesis seg-beyond-image: refutes</extracomment>
        <translation>Alles liegt innerhalb des Bildes.</translation>
    </message>
    <message>
        <source>Undo the crop (or the padding) of the inference pipeline before writing the SEG.</source>
        <extracomment>hypothesis seg-beyond-image: quick_wins</extracomment>
        <translation>Machen Sie den Zuschnitt (oder das Padding) der Inferenz-Pipeline rückgängig, bevor Sie das SEG schreiben.</translation>
    </message>
    <message>
        <source>Follow the mask-misaligned investigation on the NIfTI the SEG was written from.</source>
        <extracomment>hypothesis seg-beyond-image: escalation</extracomment>
        <translation>Folgen Sie der Untersuchung mask-misaligned an dem NIfTI, aus dem das SEG geschrieben wurde.</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours lie on no slice plane of the CT</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: title</extracomment>
        <translation>Die Konturen des RTSTRUCT liegen auf keiner Schichtebene des CT</translation>
    </message>
    <message>
        <source>Contours drawn on another series (a different slice spacing, a reconstruction) or shifted in z fall between the CT&apos;s slices; tools then snap them to different slices or drop them.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: explanation</extracomment>
        <translation>Auf einer anderen Serie gezeichnete (ein anderer Schichtabstand, eine Rekonstruktion) oder in z verschobene Konturen fallen zwischen die Schichten des CT; Werkzeuge rasten sie dann auf unterschiedliche Schichten ein oder verwerfen sie.</translation>
    </message>
    <message>
        <source>rtstruct.contours_off_slice_planes or rtstruct.contours_not_placed, with the offset in mm.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: supports</extracomment>
        <translation>rtstruct.contours_off_slice_planes oder rtstruct.contours_not_placed, mit dem Versatz in mm.</translation>
    </message>
    <message>
        <source>Every contour lies on a slice plane.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: refutes</extracomment>
        <translation>Jede Kontur liegt auf einer Schichtebene.</translation>
    </message>
    <message>
        <source>Give the RTSTRUCT the CT it was contoured on (scansleuth-cli info RT.dcm --reference CT_DIR).</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: quick_wins</extracomment>
        <translation>Geben Sie dem RTSTRUCT das CT, auf dem es konturiert wurde (scansleuth-cli info RT.dcm --reference CT_DIR).</translation>
    </message>
    <message>
        <source>Re-export the structure set from the planning system against the CT that is used.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: escalation</extracomment>
        <translation>Exportieren Sie das Structure Set erneut aus dem Planungssystem, gegen das CT, das verwendet wird.</translation>
    </message>
    <message>
        <source>The RTSTRUCT references slices that are not there</source>
        <extracomment>hypothesis rtstruct-missing-slices: title</extracomment>
        <translation>Das RTSTRUCT referenziert Schichten, die nicht vorhanden sind</translation>
    </message>
    <message>
        <source>Contours name CT slices (ContourImageSequence) that the folder does not hold: a partial export or an anonymiser that changed SOP Instance UIDs. Tools differ in what they do with such contours.</source>
        <extracomment>hypothesis rtstruct-missing-slices: explanation</extracomment>
        <translation>Konturen nennen CT-Schichten (ContourImageSequence), die der Ordner nicht enthält: ein unvollständiger Export oder ein Anonymisierer, der die SOP Instance UIDs geändert hat. Werkzeuge gehen unterschiedlich mit solchen Konturen um.</translation>
    </message>
    <message>
        <source>rtstruct.referenced_slices_missing or rtstruct.contour_slice_reference_mismatch, with how many contours could still be placed.</source>
        <extracomment>hypothesis rtstruct-missing-slices: supports</extracomment>
        <translation>rtstruct.referenced_slices_missing oder rtstruct.contour_slice_reference_mismatch, mit der Angabe, wie viele Konturen sich dennoch platzieren ließen.</translation>
    </message>
    <message>
        <source>Every referenced slice is present.</source>
        <extracomment>hypothesis rtstruct-missing-slices: refutes</extracomment>
        <translation>Jede referenzierte Schicht ist vorhanden.</translation>
    </message>
    <message>
        <source>Export the whole CT series with the structure set.</source>
        <extracomment>hypothesis rtstruct-missing-slices: quick_wins</extracomment>
        <translation>Exportieren Sie die ganze CT-Serie zusammen mit dem Structure Set.</translation>
    </message>
    <message>
        <source>Anonymise the CT and the RTSTRUCT together so that their UIDs stay consistent.</source>
        <extracomment>hypothesis rtstruct-missing-slices: quick_wins</extracomment>
        <translation>Anonymisieren Sie CT und RTSTRUCT gemeinsam, damit ihre UIDs konsistent bleiben.</translation>
    </message>
    <message>
        <source>List the missing UIDs (the finding&apos;s evidence) and find them in the PACS.</source>
        <extracomment>hypothesis rtstruct-missing-slices: escalation</extracomment>
        <translation>Listen Sie die fehlenden UIDs auf (die Belege des Befunds) und suchen Sie sie im PACS.</translation>
    </message>
    <message>
        <source>The other viewer stacks the SEG&apos;s frames instead of placing them by position</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: title</extracomment>
        <translation>Der andere Viewer stapelt die Frames des SEG, statt sie nach Position zu platzieren</translation>
    </message>
    <message>
        <source>A SEG may omit empty frames and store frames in any order; a tool that stacks frames in stored order (or reads the SEG as an image series) shows a sparse or reordered SEG squeezed or shuffled, and drops segments that share slices.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: explanation</extracomment>
        <translation>Ein SEG darf leere Frames weglassen und Frames in beliebiger Reihenfolge speichern; ein Werkzeug, das Frames in gespeicherter Reihenfolge stapelt (oder das SEG als Bildserie liest), zeigt ein lückenhaftes oder umsortiertes SEG gestaucht oder durcheinander und verwirft Segmente, die sich Schichten teilen.</translation>
    </message>
    <message>
        <source>ScanSleuth shows the SEG in place while the other viewer does not.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: supports</extracomment>
        <translation>ScanSleuth zeigt das SEG an der richtigen Stelle, der andere Viewer nicht.</translation>
    </message>
    <message>
        <source>The SEG is off in ScanSleuth too.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: refutes</extracomment>
        <translation>Das SEG liegt auch in ScanSleuth daneben.</translation>
    </message>
    <message>
        <source>Open the SEG in a viewer that places frames by PlanePositionSequence (ScanSleuth, 3D Slicer with QuantitativeReporting).</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: quick_wins</extracomment>
        <translation>Öffnen Sie das SEG in einem Viewer, der Frames nach PlanePositionSequence platziert (ScanSleuth, 3D Slicer mit QuantitativeReporting).</translation>
    </message>
    <message>
        <source>Convert to NIfTI with scansleuth-cli convert SEG.dcm OUTDIR (label maps on the CT&apos;s grid) for tools that cannot read SEG.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: escalation</extracomment>
        <translation>Konvertieren Sie für Werkzeuge, die kein SEG lesen können, mit scansleuth-cli convert SEG.dcm OUTDIR nach NIfTI (Labelkarten auf dem Gitter des CT).</translation>
    </message>
    <message>
        <source>One tool fills the inner contours that the other treats as holes</source>
        <extracomment>hypothesis rtstruct-holes-filled: title</extracomment>
        <translation>Ein Werkzeug füllt die inneren Konturen, die das andere als Löcher behandelt</translation>
    </message>
    <message>
        <source>A ring-shaped structure is stored as an outer and an inner contour on the same plane. ScanSleuth and plastimatch (--xor-contours) combine them by XOR, so the inner one is a hole; tools that fill every contour count the hole in, and the volumes differ by the hole&apos;s size.</source>
        <extracomment>hypothesis rtstruct-holes-filled: explanation</extracomment>
        <translation>Eine ringförmige Struktur wird als äußere und innere Kontur auf derselben Ebene gespeichert. ScanSleuth und plastimatch (--xor-contours) verknüpfen sie per XOR, sodass die innere ein Loch ist; Werkzeuge, die jede Kontur füllen, zählen das Loch mit, und die Volumen unterscheiden sich um die Größe des Lochs.</translation>
    </message>
    <message>
        <source>The difference sits inside the structure, on the slices with two or more contours.</source>
        <extracomment>hypothesis rtstruct-holes-filled: supports</extracomment>
        <translation>Der Unterschied liegt im Inneren der Struktur, auf den Schichten mit zwei oder mehr Konturen.</translation>
    </message>
    <message>
        <source>The tools agree on the slices with nested contours.</source>
        <extracomment>hypothesis rtstruct-holes-filled: refutes</extracomment>
        <translation>Die Werkzeuge stimmen auf den Schichten mit verschachtelten Konturen überein.</translation>
    </message>
    <message>
        <source>plastimatch convert ... --xor-contours to compare like with like.</source>
        <extracomment>hypothesis rtstruct-holes-filled: quick_wins</extracomment>
        <translation>plastimatch convert ... --xor-contours, um Gleiches mit Gleichem zu vergleichen.</translation>
    </message>
    <message>
        <source>Decide which the planning system means (CLOSED_PLANAR vs CLOSEDPLANAR_XOR) and use the same rule everywhere.</source>
        <extracomment>hypothesis rtstruct-holes-filled: escalation</extracomment>
        <translation>Klären Sie, was das Planungssystem meint (CLOSED_PLANAR vs. CLOSEDPLANAR_XOR), und verwenden Sie überall dieselbe Regel.</translation>
    </message>
    <message>
        <source>The tools use different rules for voxels on the contour and on the end slices</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: title</extracomment>
        <translation>Die Werkzeuge verwenden unterschiedliche Regeln für Voxel auf der Kontur und auf den Endschichten</translation>
    </message>
    <message>
        <source>ScanSleuth counts a voxel when its centre is inside the polygon or on it (DICOM PS3.3 C.8.8.6.3); other tools count partial overlap, exclude the border, or add half a slice at the ends. Small structures differ by tens of percent.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: explanation</extracomment>
        <translation>ScanSleuth zählt ein Voxel, wenn sein Mittelpunkt innerhalb des Polygons oder darauf liegt (DICOM PS3.3 C.8.8.6.3); andere Werkzeuge zählen teilweise Überlappung, schließen den Rand aus oder fügen an den Enden eine halbe Schicht hinzu. Kleine Strukturen unterscheiden sich um mehrere zehn Prozent.</translation>
    </message>
    <message>
        <source>The differing voxels form a one-voxel rim around the structure or lie on its first and last slices.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: supports</extracomment>
        <translation>Die abweichenden Voxel bilden einen ein Voxel breiten Saum um die Struktur oder liegen auf ihrer ersten und letzten Schicht.</translation>
    </message>
    <message>
        <source>The differences are not at the border or the end slices.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: refutes</extracomment>
        <translation>Die Unterschiede liegen nicht am Rand oder auf den Endschichten.</translation>
    </message>
    <message>
        <source>Compare volumes only between tools that use the same rule; report which rule each used.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: quick_wins</extracomment>
        <translation>Vergleichen Sie Volumen nur zwischen Werkzeugen, die dieselbe Regel verwenden; geben Sie an, welche Regel jedes verwendet hat.</translation>
    </message>
    <message>
        <source>Rasterise on a finer grid (resample the CT) to make the border&apos;s share small.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: escalation</extracomment>
        <translation>Rastern Sie auf einem feineren Gitter (resampeln Sie das CT), um den Anteil des Randes klein zu halten.</translation>
    </message>
    <message>
        <source>The contours trace voxel centres instead of voxel borders</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: title</extracomment>
        <translation>Die Konturen folgen den Voxelmittelpunkten statt den Voxelrändern</translation>
    </message>
    <message>
        <source>Writers that turn a mask into contours through the centres of its edge voxels (marching squares on the voxel grid) draw every structure about half a voxel too small; rasterised again, the border voxels fall out and the volume shrinks.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: explanation</extracomment>
        <translation>Writer, die eine Maske über die Mittelpunkte ihrer Randvoxel in Konturen umwandeln (Marching Squares auf dem Voxelgitter), zeichnen jede Struktur etwa ein halbes Voxel zu klein; erneut gerastert fallen die Randvoxel heraus, und das Volumen schrumpft.</translation>
    </message>
    <message>
        <source>rtstruct.contours_trace_voxel_centres: vertices on voxel-centre coordinates and a consistent shrink of about half a voxel.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: supports</extracomment>
        <translation>rtstruct.contours_trace_voxel_centres: Eckpunkte auf Koordinaten von Voxelmittelpunkten und ein durchgängiges Schrumpfen um etwa ein halbes Voxel.</translation>
    </message>
    <message>
        <source>The contours run along voxel borders.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: refutes</extracomment>
        <translation>Die Konturen verlaufen entlang der Voxelränder.</translation>
    </message>
    <message>
        <source>Contour the mask at voxel borders (offset by half a voxel), or keep the mask as DICOM SEG, which stores voxels.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: quick_wins</extracomment>
        <translation>Konturieren Sie die Maske an den Voxelrändern (um ein halbes Voxel versetzt), oder behalten Sie die Maske als DICOM SEG, das Voxel speichert.</translation>
    </message>
    <message>
        <source>Measure the shrink: scansleuth-cli convert RT.dcm OUT --per-segment, then compare with the mask it was made from.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: escalation</extracomment>
        <translation>Messen Sie das Schrumpfen: scansleuth-cli convert RT.dcm OUT --per-segment, dann mit der Maske vergleichen, aus der es erstellt wurde.</translation>
    </message>
    <message>
        <source>Rasterise the RTSTRUCT with ScanSleuth and plastimatch and compare</source>
        <extracomment>experiment exp-rtstruct-peer: title</extracomment>
        <translation>RTSTRUCT mit ScanSleuth und plastimatch rastern und vergleichen</translation>
    </message>
    <message>
        <source>Both tools put the structures on the same CT grid; the per-structure Dice and where the differing voxels lie tell which rule differs.</source>
        <extracomment>experiment exp-rtstruct-peer: description</extracomment>
        <translation>Beide Werkzeuge legen die Strukturen auf dasselbe CT-Gitter; der Dice pro Struktur und die Lage der abweichenden Voxel zeigen, welche Regel sich unterscheidet.</translation>
    </message>
    <message>
        <source>The differing voxels sit where the hypothesis says (holes, rim or end slices).</source>
        <extracomment>experiment exp-rtstruct-peer: supports</extracomment>
        <translation>Die abweichenden Voxel liegen dort, wo die Hypothese es sagt (Löcher, Saum oder Endschichten).</translation>
    </message>
    <message>
        <source>The tools agree (Dice of 0.97 or more per structure) or differ elsewhere.</source>
        <extracomment>experiment exp-rtstruct-peer: refutes</extracomment>
        <translation>Die Werkzeuge stimmen überein (Dice von 0.97 oder mehr pro Struktur) oder unterscheiden sich an anderer Stelle.</translation>
    </message>
    <message>
        <source>Dice per structure (lowest first)</source>
        <extracomment>experiment exp-rtstruct-peer: form dice</extracomment>
        <translation>Dice pro Struktur (niedrigster zuerst)</translation>
    </message>
    <message>
        <source>Where do the differing voxels lie (rim, end slices, inside a ring)?</source>
        <extracomment>experiment exp-rtstruct-peer: form where</extracomment>
        <translation>Wo liegen die abweichenden Voxel (Saum, Endschichten, innerhalb eines Rings)?</translation>
    </message>
    <message>
        <source>Does the other tool count the inner contours in?</source>
        <extracomment>experiment exp-rtstruct-peer: form other_tool_fills_holes</extracomment>
        <translation>Zählt das andere Werkzeug die inneren Konturen mit?</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::AuditView</name>
    <message>
        <source>No audit yet.</source>
        <translation>Noch kein Audit.</translation>
    </message>
    <message>
        <source>No suspected pair: no patient, study or image was found in two splits.</source>
        <translation>Kein verdächtiges Paar: kein Patient, keine Studie und kein Bild wurde in zwei Splits gefunden.</translation>
    </message>
    <message>
        <source>Suspected pairs</source>
        <translation>Verdächtige Paare</translation>
    </message>
    <message>
        <source>Preprocessing parity</source>
        <translation>Gleiche Vorverarbeitung</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Unreadable files</source>
        <translation>Unlesbare Dateien</translation>
    </message>
    <message>
        <source>Suspected pairs (%1)</source>
        <translation>Verdächtige Paare (%1)</translation>
    </message>
    <message>
        <source>Preprocessing parity (%1 flagged)</source>
        <translation>Gleiche Vorverarbeitung (%1 markiert)</translation>
    </message>
    <message>
        <source>Unreadable files (%1)</source>
        <translation>Unlesbare Dateien (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 volumes&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1 Volumen&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>suspected pairs: %1</source>
        <translation>verdächtige Paare: %1</translation>
    </message>
    <message>
        <source>parity comparisons flagged: %1 of %2</source>
        <translation>markierte Vergleiche der Vorverarbeitung: %1 von %2</translation>
    </message>
    <message>
        <source>unreadable files: %1</source>
        <translation>unlesbare Dateien: %1</translation>
    </message>
    <message>
        <source>... and more in the Findings tab.</source>
        <translation>... und weitere im Reiter Befunde.</translation>
    </message>
    <message>
        <source>No intensity histogram: no split has a readable volume.</source>
        <translation>Kein Intensitätshistogramm: kein Split hat ein lesbares Volumen.</translation>
    </message>
    <message>
        <source>No feature</source>
        <translation>Kein Merkmal</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Voxel intensities per split (fraction of voxels, each volume weighted equally)</source>
        <translation>Voxelintensitäten je Split (Anteil der Voxel, jedes Volumen gleich gewichtet)</translation>
    </message>
    <message>
        <source>%1 per volume, by split</source>
        <translation>%1 je Volumen, nach Split</translation>
    </message>
    <message>
        <source>compared with: %1</source>
        <translation>verglichen mit: %1</translation>
    </message>
    <message>
        <source>same patient ID %1</source>
        <translation>gleiche Patienten-ID %1</translation>
    </message>
    <message>
        <source>same person under another ID %1</source>
        <translation>gleiche Person unter einer anderen ID %1</translation>
    </message>
    <message>
        <source>same examination %1</source>
        <translation>gleiche Studie %1</translation>
    </message>
    <message>
        <source>identical voxels %1</source>
        <translation>identische Voxel %1</translation>
    </message>
    <message>
        <source>one acquisition %1</source>
        <translation>eine Aufnahme %1</translation>
    </message>
    <message>
        <source>near-duplicate %1</source>
        <translation>Beinahe-Duplikat %1</translation>
    </message>
    <message>
        <source>split at the wrong level %1</source>
        <translation>auf der falschen Ebene gesplittet %1</translation>
    </message>
    <message>
        <source>; a pair can have several reasons</source>
        <translation>; ein Paar kann mehrere Gründe haben</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::BoxPlotWidget</name>
    <message>
        <source>No values</source>
        <translation>Keine Werte</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::CaseComparePanel</name>
    <message>
        <source>Select a case in the table or the scatter plot.</source>
        <translation>Einen Fall in der Tabelle oder im Streudiagramm wählen.</translation>
    </message>
    <message>
        <source>Axial</source>
        <translation>Transversal</translation>
    </message>
    <message>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <source>Against the truth</source>
        <translation>Gegen die Grundwahrheit</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <source>Labels only</source>
        <translation>Nur Labels</translation>
    </message>
    <message>
        <source>truth</source>
        <translation>Grundwahrheit</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>%1 (the reference)</source>
        <translation>%1 (die Referenz)</translation>
    </message>
    <message>
        <source>no label in this map</source>
        <translation>kein Label in dieser Karte</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&amp;Overlay:</source>
        <translation>Ü&amp;berlagerung:</translation>
    </message>
    <message>
        <source>&amp;Plane:</source>
        <translation>&amp;Ebene:</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::CaseTableModel</name>
    <message>
        <source>%1 on another grid</source>
        <translation>%1 auf einem anderen Gitter</translation>
    </message>
    <message>
        <source>missing in %1</source>
        <translation>fehlt in %1</translation>
    </message>
    <message>
        <source>could not read %1</source>
        <translation>%1 nicht lesbar</translation>
    </message>
    <message>
        <source>geometry: %1</source>
        <translation>Geometrie: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>unreliable</source>
        <translation>unzuverlässig</translation>
    </message>
    <message>
        <source>Infinite: the label is empty on one side.</source>
        <translation>Unendlich: das Label ist auf einer Seite leer.</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Δ %1 − %2</source>
        <translation>Δ %1 − %2</translation>
    </message>
    <message>
        <source>%1 vs %2 %3</source>
        <translation>%1 gegen %2 %3</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 of run %2 against the truth; sorting ascending puts the worst cases first.</source>
        <translation>%1 von Lauf %2 gegen die Grundwahrheit; aufsteigend sortiert stehen die schlechtesten Fälle oben.</translation>
    </message>
    <message>
        <source>The run&apos;s value minus the first run&apos;s; sorting ascending puts the largest differences first.</source>
        <translation>Der Wert des Laufs minus den des ersten Laufs; aufsteigend sortiert stehen die größten Unterschiede oben.</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ComparisonView</name>
    <message>
        <source>All labels</source>
        <translation>Alle Labels</translation>
    </message>
    <message>
        <source>missing in %1: %2</source>
        <translation>fehlt in %1: %2</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <source>Unmatched: %1 (listed in the table, marked as missing).</source>
        <translation>Ohne Gegenstück: %1 (in der Tabelle aufgeführt, als fehlend markiert).</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 volume (ml)</source>
        <translation>%1 Volumen (ml)</translation>
    </message>
    <message>
        <source>%1 against the truth (all cases, failures at the worst value)</source>
        <translation>%1 gegen die Referenz (alle Fälle, Fehlschläge mit dem schlechtesten Wert)</translation>
    </message>
    <message>
        <source>%1 between runs (all cases, a failure as no agreement)</source>
        <translation>%1 zwischen den Läufen (alle Fälle, ein Fehlschlag als keine Übereinstimmung)</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Label:</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <source>&amp;Scatter:</source>
        <translation>&amp;Streudiagramm:</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>Label %1</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::DicomBrowser</name>
    <message>
        <source>Patient / study / series</source>
        <translation>Patient / Studie / Serie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Search tags, names and values</source>
        <translation>Tags, Namen und Werte durchsuchen</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>VR</source>
        <translation>VR</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Patient %1 %2</source>
        <translation>Patient %1 %2</translation>
    </message>
    <message>
        <source>Study %1 (%2)</source>
        <translation>Studie %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n Segment</numerusform>
            <numerusform>%n Segmente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ROI(s)</source>
        <translation>
            <numerusform>%n ROI</numerusform>
            <numerusform>%n ROIs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::EvidencePage</name>
    <message>
        <source>Click a row to show it in the views.</source>
        <translation>Klicken Sie auf eine Zeile, um sie in den Ansichten anzuzeigen.</translation>
    </message>
    <message>
        <source>Overlay where the model&apos;s repeated runs disagree on the views.</source>
        <translation>In den Ansichten überlagern, wo die wiederholten Läufe des Modells abweichen.</translation>
    </message>
    <message>
        <source>disagreement map (%1)</source>
        <translation>Abweichungskarte (%1)</translation>
    </message>
    <message>
        <source>Show the suspected &amp;correction</source>
        <translation>&amp;Vermutete Korrektur anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;disagreement map</source>
        <translation>Abw&amp;eichungskarte zeigen</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::EvidenceTableModel</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 slice %2</source>
        <translation>%1 Schicht %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Picture not recorded</source>
        <translation>Bild nicht gespeichert</translation>
    </message>
    <message>
        <source>Dice %1</source>
        <translation>Dice %1</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>Kante %1</translation>
    </message>
    <message>
        <source>A candidate cause&apos;s score with the mask as stored (before) and with the cause undone (after): Dice with the reference, or without one the image-edge score of the mask&apos;s boundary (1 = the image&apos;s mean gradient).</source>
        <translation>Die Bewertung einer möglichen Ursache mit der Maske wie gespeichert (vorher) und mit rückgängig gemachter Ursache (nachher): Dice mit der Referenz, ohne Referenz der Bildkanten-Wert des Maskenrands (1 = mittlerer Gradient des Bildes).</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ExperimentPage</name>
    <message>
        <source>Steps (run them yourself):</source>
        <translation>Schritte (selbst ausführen):</translation>
    </message>
    <message>
        <source>What did you observe?</source>
        <translation>Was haben Sie beobachtet?</translation>
    </message>
    <message>
        <source>Select a hypothesis to see the experiment that can falsify it.</source>
        <translation>Wählen Sie eine Hypothese, um das Experiment zu sehen, das sie widerlegen kann.</translation>
    </message>
    <message>
        <source>Supports &quot;%1&quot; when: %2
Refutes it when: %3</source>
        <translation>Stützt „%1“, wenn: %2
Widerlegt sie, wenn: %3</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>ScanSleuth cannot run the check &quot;%1&quot; yet: run it by hand and record what you saw.</source>
        <translation>ScanSleuth kann die Prüfung „%1“ noch nicht ausführen: Führen Sie sie von Hand aus und erfassen Sie, was Sie gesehen haben.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>Wird ausgeführt...</translation>
    </message>
    <message>
        <source>Ready to run.</source>
        <translation>Bereit zur Ausführung.</translation>
    </message>
    <message>
        <source>Give the required inputs to run this experiment.</source>
        <translation>Geben Sie die erforderlichen Eingaben an, um dieses Experiment auszuführen.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was recorded.</source>
        <translation>Abgebrochen: Es wurde nichts erfasst.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No automated experiment had its inputs.</source>
        <translation>Für kein automatisiertes Experiment lagen die Eingaben vor.</translation>
    </message>
    <message>
        <source>Observations recorded as %1.</source>
        <translation>Beobachtungen als %1 erfasst.</translation>
    </message>
    <message>
        <source>For when you cannot give the inputs (no TorchScript file of your model): the steps to run yourself and a form to record what you saw.</source>
        <translation>Falls Sie die Eingaben nicht angeben können (keine TorchScript-Datei Ihres Modells): die Schritte zum Selbst-Ausführen und ein Formular für Ihre Beobachtungen.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Ausfüh&amp;ren</translation>
    </message>
    <message>
        <source>Run all automated e&amp;xperiments</source>
        <translation>Alle automatisierten E&amp;xperimente ausführen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Do it by hand instead</source>
        <translation>Stattdessen &amp;von Hand durchführen</translation>
    </message>
    <message>
        <source>Co&amp;py steps</source>
        <translation>Schritte k&amp;opieren</translation>
    </message>
    <message>
        <source>R&amp;ecord observations</source>
        <translation>Beobachtungen &amp;erfassen</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ExportPage</name>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Off: patient identifiers are replaced by pseudonyms in the report.</source>
        <translation>Aus: Patientenkennungen werden im Bericht durch Pseudonyme ersetzt.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht geschrieben nach %1</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>Der Bericht konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1, but %n picture(s) could not be included:
%2</source>
        <translation>
            <numerusform>Bericht nach %1 geschrieben, aber %n Bild konnte nicht aufgenommen werden:
%2</numerusform>
            <numerusform>Bericht nach %1 geschrieben, aber %n Bilder konnten nicht aufgenommen werden:
%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Include patient &amp;identifiers (names, IDs, birth dates)</source>
        <translation>&amp;Patientenkennungen einschließen (Namen, IDs, Geburtsdaten)</translation>
    </message>
    <message>
        <source>&amp;Export report...</source>
        <translation>Bericht &amp;exportieren...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Writing the report to %1...</source>
        <translation>Der Bericht wird nach %1 geschrieben...</translation>
    </message>
    <message>
        <source>The export was cancelled; no report was written.</source>
        <translation>Der Export wurde abgebrochen; es wurde kein Bericht geschrieben.</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>Der Bericht konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::FindingText</name>
    <message>
        <source>%1
Measured: %2</source>
        <translation>%1
Gemessen: %2</translation>
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
<context>
    <name>scansleuth::widgets::HistogramWidget</name>
    <message>
        <source>No histogram</source>
        <translation>Kein Histogramm</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::HypothesesPage</name>
    <message>
        <source>Category: %1</source>
        <translation>Kategorie: %1</translation>
    </message>
    <message>
        <source>No investigation open: answer the opening questions first.</source>
        <translation>Keine Untersuchung geöffnet: Beantworten Sie zuerst die Eingangsfragen.</translation>
    </message>
    <message>
        <source>Quick wins:</source>
        <translation>Sofortmaßnahmen:</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::HypothesisTableModel</name>
    <message>
        <source>Untested</source>
        <translation>Ungeprüft</translation>
    </message>
    <message>
        <source>Supported</source>
        <translation>Gestützt</translation>
    </message>
    <message>
        <source>Refuted</source>
        <translation>Widerlegt</translation>
    </message>
    <message>
        <source>Inconclusive</source>
        <translation>Nicht eindeutig</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>Hypothese</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>A-priori</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::LayerPanel</name>
    <message>
        <source>CT brain</source>
        <translation>CT Gehirn</translation>
    </message>
    <message>
        <source>CT soft tissue</source>
        <translation>CT Weichteil</translation>
    </message>
    <message>
        <source>CT lung</source>
        <translation>CT Lunge</translation>
    </message>
    <message>
        <source>CT bone</source>
        <translation>CT Knochen</translation>
    </message>
    <message>
        <source>Preset...</source>
        <translation>Voreinstellung...</translation>
    </message>
    <message>
        <source>Auto (1st-99th percentile)</source>
        <translation>Automatisch (1.–99. Perzentil)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fensterbreite</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Fensterzentrum</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>  [different grid]</source>
        <translation>  [anderes Gitter]</translation>
    </message>
    <message>
        <source>  [no geometry]</source>
        <translation>  [keine Geometrie]</translation>
    </message>
    <message>
        <source>Remove layer</source>
        <translation>Ebene entfernen</translation>
    </message>
    <message>
        <source>The base image sets the views&apos; frame and stays: open another image to replace it.</source>
        <translation>Das Basisbild legt den Rahmen der Ansichten fest und bleibt: Öffnen Sie ein anderes Bild, um es zu ersetzen.</translation>
    </message>
    <message>
        <source>Remove the selected overlay from the views.</source>
        <translation>Die gewählte Überlagerung aus den Ansichten entfernen.</translation>
    </message>
    <message>
        <source>Colours...</source>
        <translation>Farben...</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Farbenblind-sicher</translation>
    </message>
    <message>
        <source>Classic (ITK-SNAP)</source>
        <translation>Klassisch (ITK-SNAP)</translation>
    </message>
    <message>
        <source>Recolour the labels of this map (their names stay).</source>
        <translation>Die Labels dieser Karte neu einfärben (ihre Namen bleiben).</translation>
    </message>
    <message>
        <source>Out&amp;line only</source>
        <translation>Nur &amp;Kontur</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::PairComparePanel</name>
    <message>
        <source>Select a pair in the table to see both volumes.</source>
        <translation>Ein Paar in der Tabelle wählen, um beide Volumen zu sehen.</translation>
    </message>
    <message>
        <source>Axial</source>
        <translation>Transversal</translation>
    </message>
    <message>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source> — similarity %1</source>
        <translation> — Ähnlichkeit %1</translation>
    </message>
    <message>
        <source>The two volumes do not overlap in patient space (their centres are %1 mm apart): the views are linked with their centres aligned.</source>
        <translation>Die beiden Volumen überlappen im Patientenkoordinatensystem nicht (ihre Mittelpunkte liegen %1 mm auseinander): die Ansichten sind mit übereinanderliegenden Mittelpunkten verknüpft.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;an array without geometry, shown on a 1 mm grid&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;ein Array ohne Geometrie, auf einem 1-mm-Gitter gezeigt&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&amp;Plane:</source>
        <translation>&amp;Ebene:</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ParityTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Flagged: the splits differ in this feature (|d| or KS D at or above the audit&apos;s thresholds).</source>
        <translation>Markiert: die Splits unterscheiden sich in diesem Merkmal (|d| oder KS-D auf oder über den Schwellen des Audits).</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>Median A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>Median B</translation>
    </message>
    <message>
        <source>KS D</source>
        <translation>KS-D</translation>
    </message>
    <message>
        <source>KS p</source>
        <translation>KS-p</translation>
    </message>
    <message>
        <source>Wasserstein</source>
        <translation>Wasserstein</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohens d</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::QuestionsPage</name>
    <message>
        <source>Describe the symptom, or search: &quot;mask flipped&quot;, &quot;out of memory&quot;...</source>
        <translation>Beschreiben Sie das Symptom oder suchen Sie: „Maske gespiegelt“, „Speicher erschöpft“...</translation>
    </message>
    <message>
        <source>Training, inference, converting files, viewing...</source>
        <translation>Training, Inferenz, Dateikonvertierung, Betrachten...</translation>
    </message>
    <message>
        <source>A new library version, new data, a new converter, a new machine...</source>
        <translation>Eine neue Bibliotheksversion, neue Daten, ein neuer Konverter, ein neuer Rechner...</translation>
    </message>
    <message>
        <source>1. What is the symptom?</source>
        <translation>1. Was ist das Symptom?</translation>
    </message>
    <message>
        <source>2. What were you doing when it appeared?</source>
        <translation>2. Was haben Sie getan, als es auftrat?</translation>
    </message>
    <message>
        <source>3. What changed recently?</source>
        <translation>3. Was hat sich kürzlich geändert?</translation>
    </message>
    <message>
        <source>Start &amp;investigation</source>
        <translation>Untersuchung s&amp;tarten</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ScatterWidget</name>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Scatter plot of run A against run B</source>
        <translation>Streudiagramm von Lauf A gegen Lauf B</translation>
    </message>
    <message>
        <source>beyond the axes, at the edge: %1</source>
        <translation>außerhalb der Achsen, am Rand: %1</translation>
    </message>
    <message>
        <source>without a value: %1</source>
        <translation>ohne Wert: %1</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SliceView</name>
    <message>
        <source>No image</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>oblique %1°</source>
        <translation>schräg %1°</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4) mm</source>
        <translation>%1 (%2, %3, %4) mm</translation>
    </message>
    <message>
        <source>  |  %1: outside</source>
        <translation>  |  %1: außerhalb</translation>
    </message>
    <message>
        <source>  |  %1 %2 = %3</source>
        <translation>  |  %1 %2 = %3</translation>
    </message>
    <message>
        <source>  |  %1 = %2</source>
        <translation>  |  %1 = %2</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SummaryStrip</name>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>IQR</source>
        <translation>IQR</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>Comparable mean</source>
        <translation>Mittelwert (vergleichbar)</translation>
    </message>
    <message>
        <source>Comparable cases</source>
        <translation>Vergleichbare Fälle</translation>
    </message>
    <message>
        <source>%1 of %2 comparable</source>
        <translation>%1 von %2 vergleichbar</translation>
    </message>
    <message>
        <source>All cases with a usable truth; a run&apos;s failures count as the worst value (Dice 0, distances at the image diagonal).</source>
        <translation>Alle Fälle mit verwendbarer Referenz; Fehlschläge eines Laufs zählen mit dem schlechtesten Wert (Dice 0, Abstände gleich der Bilddiagonale).</translation>
    </message>
    <message>
        <source>Cases where no run failed, with a finite value.</source>
        <translation>Fälle, in denen kein Lauf fehlschlug, mit endlichem Wert.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 failed %2 of %3</source>
        <translation>%1: %2 von %3 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SuspectedPairsModel</name>
    <message>
        <source>Same patient ID</source>
        <translation>Gleiche Patienten-ID</translation>
    </message>
    <message>
        <source>Same patient (name, birth date, sex)</source>
        <translation>Gleicher Patient (Name, Geburtsdatum, Geschlecht)</translation>
    </message>
    <message>
        <source>Same study</source>
        <translation>Gleiche Studie</translation>
    </message>
    <message>
        <source>Same series</source>
        <translation>Gleiche Serie</translation>
    </message>
    <message>
        <source>Same DICOM instance</source>
        <translation>Gleiche DICOM-Instanz</translation>
    </message>
    <message>
        <source>Same frame of reference</source>
        <translation>Gleiches Bezugssystem</translation>
    </message>
    <message>
        <source>Same accession number</source>
        <translation>Gleiche Accession Number</translation>
    </message>
    <message>
        <source>Same patient (CSV)</source>
        <translation>Gleicher Patient (CSV)</translation>
    </message>
    <message>
        <source>Identical voxels</source>
        <translation>Identische Voxel</translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation>Beinahe-Duplikat</translation>
    </message>
    <message>
        <source>Similar embedding</source>
        <translation>Ähnliches Embedding</translation>
    </message>
    <message>
        <source>Parts of one volume</source>
        <translation>Teile eines Volumens</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(missing record)</source>
        <translation>(fehlender Datensatz)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>Split A</source>
        <translation>Split A</translation>
    </message>
    <message>
        <source>Case A</source>
        <translation>Fall A</translation>
    </message>
    <message>
        <source>Split B</source>
        <translation>Split B</translation>
    </message>
    <message>
        <source>Case B</source>
        <translation>Fall B</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>One acquisition (same grid)</source>
        <translation>Eine Aufnahme (gleiches Gitter)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::VerdictsPage</name>
    <message>
        <source>Why: the numbers or the observation behind the verdict</source>
        <translation>Begründung: die Zahlen oder die Beobachtung hinter dem Urteil</translation>
    </message>
    <message>
        <source>Verification gates</source>
        <translation>Prüfschritte</translation>
    </message>
    <message>
        <source>Notes: where the reproducer, the test and the write-up are</source>
        <translation>Notizen: wo Reproduktionsfall, Test und Beschreibung liegen</translation>
    </message>
    <message>
        <source>The cause, in words</source>
        <translation>Die Ursache, in Worten</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Schlussfolgerung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Se&amp;t verdict</source>
        <translation>Urteil fest&amp;legen</translation>
    </message>
    <message>
        <source>The cause is &amp;explained in words</source>
        <translation>Die Ursache ist in Worten e&amp;rklärt</translation>
    </message>
    <message>
        <source>A minimal case &amp;reproduces it</source>
        <translation>Ein minimaler Fall re&amp;produziert sie</translation>
    </message>
    <message>
        <source>A re&amp;gression test now guards against it</source>
        <translation>Ein Re&amp;gressionstest sichert jetzt dagegen ab</translation>
    </message>
    <message>
        <source>The cause is doc&amp;umented where the team will find it</source>
        <translation>Die Ursache ist dort d&amp;okumentiert, wo das Team sie findet</translation>
    </message>
    <message>
        <source>The same pattern was chec&amp;ked elsewhere</source>
        <translation>Dasselbe Muster wurde an a&amp;nderer Stelle geprüft</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ViewerState</name>
    <message>
        <source>Label names: %1 from %2 (%3), chosen by you.</source>
        <translation>Label-Namen: %1 aus %2 (%3), von Ihnen gewählt.</translation>
    </message>
    <message>
        <source>Segment names and colours from the DICOM SEG.</source>
        <translation>Segmentnamen und -farben aus dem DICOM-SEG.</translation>
    </message>
    <message>
        <source>ROI names and colours from the RTSTRUCT.</source>
        <translation>ROI-Namen und -Farben aus dem RTSTRUCT.</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::VolumeView3D</name>
    <message>
        <source>The 3D view needs OpenGL, which the &apos;%1&apos; platform does not provide. Without a display, run under xvfb-run with QT_QPA_PLATFORM=xcb.</source>
        <translation>Die 3D-Ansicht braucht OpenGL, das die Plattform &apos;%1&apos; nicht bietet. Ohne Bildschirm unter xvfb-run mit QT_QPA_PLATFORM=xcb starten.</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::WorkflowPanel</name>
    <message>
        <source>1 Questions</source>
        <translation>1 Fragen</translation>
    </message>
    <message>
        <source>2 Hypotheses</source>
        <translation>2 Hypothesen</translation>
    </message>
    <message>
        <source>3 Experiments</source>
        <translation>3 Experimente</translation>
    </message>
    <message>
        <source>4 Evidence</source>
        <translation>4 Evidenz</translation>
    </message>
    <message>
        <source>5 Verdicts</source>
        <translation>5 Urteile</translation>
    </message>
    <message>
        <source>6 Report</source>
        <translation>6 Bericht</translation>
    </message>
    <message>
        <source>New investigation</source>
        <translation>Neue Untersuchung</translation>
    </message>
    <message>
        <source>Start a new investigation? The open one has changes that were not saved to a file.</source>
        <translation>Eine neue Untersuchung beginnen? Die geöffnete enthält Änderungen, die nicht in einer Datei gespeichert wurden.</translation>
    </message>
    <message>
        <source>Restore investigation</source>
        <translation>Untersuchung wiederherstellen</translation>
    </message>
    <message>
        <source>The investigation %1 was not saved when ScanSleuth last closed. Restore the changes autosaved at %2?</source>
        <translation>Die Untersuchung %1 war nicht gespeichert, als ScanSleuth zuletzt beendet wurde. Die um %2 automatisch gesicherten Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>The investigation could not be saved: %1</source>
        <translation>Die Untersuchung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Open investigation</source>
        <translation>Untersuchung öffnen</translation>
    </message>
    <message>
        <source>Open another investigation? The open one has changes that were not saved.</source>
        <translation>Eine andere Untersuchung öffnen? Die geöffnete enthält Änderungen, die nicht gespeichert wurden.</translation>
    </message>
    <message>
        <source>The investigation could not be opened.</source>
        <translation>Die Untersuchung konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Save investigation</source>
        <translation>Untersuchung speichern</translation>
    </message>
    <message>
        <source>The investigation could not be saved.</source>
        <translation>Die Untersuchung konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>ScanSleuth investigations (*.investigation.json *.json);;All files (*)</source>
        <translation>ScanSleuth-Untersuchungen (*.investigation.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>Untersuchung</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The investigation was saved, but not all of its pictures were copied.</source>
        <translation>Die Untersuchung wurde gespeichert, aber nicht alle ihre Bilder wurden kopiert.</translation>
    </message>
    <message>
        <source>The previous step (%1)</source>
        <translation>Der vorherige Schritt (%1)</translation>
    </message>
    <message>
        <source>The next step (%1)</source>
        <translation>Der nächste Schritt (%1)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
</context>
<context>
    <name>scansleuth::workflow</name>
    <message>
        <source>Crash or error</source>
        <translation>Absturz oder Fehler</translation>
    </message>
    <message>
        <source>Performance or hang</source>
        <translation>Performance oder Hänger</translation>
    </message>
    <message>
        <source>Silent correctness</source>
        <translation>Unbemerkt falsche Ergebnisse</translation>
    </message>
</context>
</TS>
