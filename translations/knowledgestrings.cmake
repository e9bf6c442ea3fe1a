# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# scansleuth_knowledge_strings(OUT): writes OUT, a C++ file that lupdate reads (it is never compiled), with
# every translatable text of resources/knowledge/*.json as QT_TRANSLATE_NOOP("scansleuth::knowledge", ...):
# symptom titles, descriptions and search words (one comma-separated list per symptom); hypothesis titles, explanations, outcomes, quick wins and escalation
# steps; experiment titles, descriptions, input and form prompts and outcomes. Experiment steps are
# commands and code and stay as written. The GUI shows these texts through
# QCoreApplication::translate("scansleuth::knowledge", text) (widgets/knowledgetext.h).
# The JSON files are configure dependencies: editing one regenerates OUT on the next build.

# Appends `text` to the variable `lines` as one marker, with a translator comment naming where it is used.
function(_scansleuth_kb_marker lines text where)
    if(text STREQUAL "")
        return()
    endif()
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    string(REPLACE "\n" "\\n" text "${text}")
    string(REPLACE "\t" "\\t" text "${text}")
    set(${lines} "${${lines}}//: ${where}\nQT_TRANSLATE_NOOP(\"scansleuth::knowledge\", \"${text}\"),\n"
        PARENT_SCOPE)
endfunction()

# Markers for the string members `fields`, the string-array members `lists` (one marker per element, or
# per element's prompt) and the string-array members `joined` (one marker for all elements joined by
# ", ", lower-cased as the loader stores them: a symptom's search words, which a translation gives as the
# words a user of that language would type, any number) of every entry of `array`.
function(_scansleuth_kb_entries lines json array kind fields lists joined)
    string(JSON count ERROR_VARIABLE missing LENGTH "${json}" ${array})
    if(missing OR count EQUAL 0)
        return()
    endif()
    math(EXPR last "${count} - 1")
    set(out "${${lines}}")
    foreach(i RANGE ${last})
        string(JSON entry GET "${json}" ${array} ${i})
        string(JSON id GET "${entry}" id)
        foreach(field IN LISTS fields)
            string(JSON text ERROR_VARIABLE absent GET "${entry}" ${field})
            if(NOT absent)
                _scansleuth_kb_marker(out "${text}" "${kind} ${id}: ${field}")
            endif()
        endforeach()
        foreach(list IN LISTS lists)
            string(JSON n ERROR_VARIABLE absent LENGTH "${entry}" ${list})
            if(absent OR n EQUAL 0)
                continue()
            endif()
            math(EXPR nlast "${n} - 1")
            foreach(j RANGE ${nlast})
                string(JSON type TYPE "${entry}" ${list} ${j})
                if(type STREQUAL "OBJECT") # inputs and form fields: their prompt
                    string(JSON text GET "${entry}" ${list} ${j} prompt)
                    string(JSON sub GET "${entry}" ${list} ${j} id)
                    _scansleuth_kb_marker(out "${text}" "${kind} ${id}: ${list} ${sub}")
                else()
                    string(JSON text GET "${entry}" ${list} ${j})
                    _scansleuth_kb_marker(out "${text}" "${kind} ${id}: ${list}")
                endif()
            endforeach()
        endforeach()
        foreach(list IN LISTS joined)
            string(JSON n ERROR_VARIABLE absent LENGTH "${entry}" ${list})
            if(absent OR n EQUAL 0)
                continue()
            endif()
            math(EXPR nlast "${n} - 1")
            set(all "")
            foreach(j RANGE ${nlast})
                string(JSON word GET "${entry}" ${list} ${j})
                string(TOLOWER "${word}" word) # ASCII, as the loader does
                if(j EQUAL 0)
                    set(all "${word}")
                else()
                    string(APPEND all ", ${word}")
                endif()
            endforeach()
            _scansleuth_kb_marker(out "${all}"
                "${kind} ${id}: ${list} (comma-separated; give the words a user would type, any number)")
        endforeach()
    endforeach()
    set(${lines} "${out}" PARENT_SCOPE)
endfunction()

function(scansleuth_knowledge_strings out)
    file(GLOB files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/knowledge/*.json)
    list(SORT files)
    set(text "// Generated from resources/knowledge/*.json by translations/knowledgestrings.cmake; do not edit.\n")
    string(APPEND text "// Read by lupdate only: it carries the knowledge base's text into the .ts files.\n")
    string(APPEND text "static const char* const kKnowledgeStrings[] = {\n")
    foreach(file IN LISTS files)
        file(READ ${file} json)
        _scansleuth_kb_entries(text "${json}" symptoms symptom "title;description" "" "keywords")
        _scansleuth_kb_entries(text "${json}" hypotheses hypothesis "title;explanation;supports;refutes"
                               "quick_wins;escalation" "")
        _scansleuth_kb_entries(text "${json}" experiments experiment "title;description;supports;refutes"
                               "inputs;form" "")
    endforeach()
    string(APPEND text "};\n")
    # Written through a copy so that an unchanged text leaves the file (and lupdate) alone.
    file(WRITE ${out}.tmp "${text}")
    configure_file(${out}.tmp ${out} COPYONLY)
endfunction()
