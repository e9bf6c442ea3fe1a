# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# cmake -DPROGRAM=path -DPAGE=out.1.gz -DSTAMP=file -P ScanSleuthManPage.cmake
# Writes PROGRAM's man page, as `PROGRAM --man` prints it from the option table the program itself uses,
# gzipped as Debian installs man pages. A program that prints no roff page fails the build.
execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ${PROGRAM} --man
                OUTPUT_VARIABLE page ERROR_VARIABLE err RESULT_VARIABLE rc)
file(REMOVE ${PAGE})
if(rc EQUAL 0 AND page MATCHES "(^|\n)\\.TH ")
    string(REGEX REPLACE "\\.gz$" "" plain ${PAGE})
    file(WRITE ${plain} "${page}")
    # -n: no name or time stamp in the header, so the page is the same on every build.
    execute_process(COMMAND gzip -9nf ${plain} RESULT_VARIABLE gzrc)
    if(NOT gzrc EQUAL 0)
        message(FATAL_ERROR "gzip ${plain} failed")
    endif()
else()
    get_filename_component(name ${PROGRAM} NAME)
    message(FATAL_ERROR "${name} --man printed no man page (exit ${rc}): ${err}")
endif()
file(TOUCH ${STAMP})
