# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# scansleuth_add_module(NAME TABLE source IMPL library LOADER library PATH_MACRO macro)
# A module opened on first use (core/base/module.h): lib/scansleuth/libNAME.so, beside bin/ in the build tree as
# once installed, made of TABLE (the source that fills its table) and IMPL (the static library with the real
# functions and the toolkit). It exports only what module.map beside the calling CMakeLists.txt lists, so the
# copies of our static libraries inside it stay inside; -Bsymbolic binds its own calls to them. LOADER (the
# static library of forwarders the program links) learns the module's build-tree path as PATH_MACRO and
# depends on it, so whoever can open the module finds it built.
function(scansleuth_add_module name)
    cmake_parse_arguments(ARG "" "TABLE;IMPL;LOADER;PATH_MACRO" "" ${ARGN})
    add_library(${name} MODULE ${ARG_TABLE})
    set_target_properties(${name} PROPERTIES
        PREFIX "lib"
        LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib/scansleuth
        CXX_VISIBILITY_PRESET hidden
        VISIBILITY_INLINES_HIDDEN ON)
    target_link_libraries(${name} PRIVATE ${ARG_IMPL})
    set(map ${CMAKE_CURRENT_SOURCE_DIR}/module.map)
    target_link_options(${name} PRIVATE "LINKER:--version-script=${map}" "LINKER:-Bsymbolic" "LINKER:--no-undefined")
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${map})
    install(TARGETS ${name} LIBRARY DESTINATION lib/scansleuth)
    target_compile_definitions(${ARG_LOADER} PRIVATE ${ARG_PATH_MACRO}="$<TARGET_FILE:${name}>")
    add_dependencies(${ARG_LOADER} ${name})
endfunction()
