# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# What `cpack -G DEB` (in the build folder) puts in the scansleuth package, besides the programs, the modules
# (cmake/ScanSleuthModule.cmake) and the knowledge base (resources/), which their own folders install:
# the desktop entry, AppStream metainfo, a MIME type for NIfTI, the icon in hicolor, man pages, the licence.
# Installed under /usr; the programs find lib/scansleuth and share/scansleuth beside their bin/, so the same
# tree works unpacked anywhere (dpkg -x). docs/packaging.md has the layout and how to validate it.
include(GNUInstallDirs)

set(SCANSLEUTH_APP_ID org.scansleuth.ScanSleuth)
# AppStream wants the screenshot on the web (appstreamcli validate: web-url-expected). The default is a
# placeholder in the reserved .invalid domain until the project publishes docs/images/demo-window.png.
set(SCANSLEUTH_SCREENSHOT_URL "https://scansleuth.invalid/docs/images/demo-window.png"
    CACHE STRING "Where the AppStream screenshot (docs/images/demo-window.png) is published")
set(SCANSLEUTH_PACKAGE_MAINTAINER "ScanSleuth maintainers <maintainers@scansleuth.invalid>"
    CACHE STRING "The Debian package's Maintainer field")

set(linux ${PROJECT_SOURCE_DIR}/resources/linux)
set(share ${CMAKE_INSTALL_DATAROOTDIR})
install(FILES ${linux}/${SCANSLEUTH_APP_ID}.desktop DESTINATION ${share}/applications)
configure_file(${linux}/${SCANSLEUTH_APP_ID}.metainfo.xml.in ${CMAKE_BINARY_DIR}/linux/${SCANSLEUTH_APP_ID}.metainfo.xml
               @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/linux/${SCANSLEUTH_APP_ID}.metainfo.xml DESTINATION ${share}/metainfo)
install(FILES ${linux}/scansleuth-nifti.xml DESTINATION ${share}/mime/packages)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${share}/doc/scansleuth RENAME copyright)

# The Debian changelog a native package carries (lintian: no-changelog): one entry for the newest release of
# the metainfo, which holds the release notes.
file(READ ${linux}/${SCANSLEUTH_APP_ID}.metainfo.xml.in metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\" date=\"([0-9-]+)\"" release "${metainfo}")
set(release_version ${CMAKE_MATCH_1})
execute_process(COMMAND date -R -u -d "${CMAKE_MATCH_2} 12:00" OUTPUT_VARIABLE release_date
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT release_version STREQUAL PROJECT_VERSION)
    message(WARNING "The newest release in resources/linux/${SCANSLEUTH_APP_ID}.metainfo.xml.in is "
                    "${release_version}, not ${PROJECT_VERSION}: add this release's notes there")
endif()
set(changelog ${CMAKE_BINARY_DIR}/linux/changelog)
file(WRITE ${changelog} "scansleuth (${release_version}) unstable; urgency=medium\n\n"
                        "  * Release ${release_version}: see the release notes in\n"
                        "    /usr/share/metainfo/${SCANSLEUTH_APP_ID}.metainfo.xml.\n\n"
                        " -- ${SCANSLEUTH_PACKAGE_MAINTAINER}  ${release_date}\n")
execute_process(COMMAND gzip -9nf ${changelog})
install(FILES ${changelog}.gz DESTINATION ${share}/doc/scansleuth)

# The icon: the SVG as drawn, and PNGs rendered from it at build time for the sizes desktops ask for.
set(svg ${PROJECT_SOURCE_DIR}/resources/icons/scansleuth.svg)
install(FILES ${svg} DESTINATION ${share}/icons/hicolor/scalable/apps)
find_program(RSVG_CONVERT rsvg-convert)
if(RSVG_CONVERT)
    set(pngs)
    foreach(size 16 22 24 32 48 64 128 256 512)
        set(dir ${CMAKE_BINARY_DIR}/icons/hicolor/${size}x${size}/apps)
        add_custom_command(OUTPUT ${dir}/scansleuth.png
                           COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
                           COMMAND ${RSVG_CONVERT} -w ${size} -h ${size} -o ${dir}/scansleuth.png ${svg}
                           DEPENDS ${svg} VERBATIM)
        list(APPEND pngs ${dir}/scansleuth.png)
    endforeach()
    add_custom_target(scansleuth_icons ALL DEPENDS ${pngs})
    install(DIRECTORY ${CMAKE_BINARY_DIR}/icons/hicolor DESTINATION ${share}/icons)
else()
    message(WARNING "rsvg-convert (librsvg2-bin) not found: the package gets only the SVG icon")
endif()

# Man pages, printed by the programs from their own option tables (`PROGRAM --man`).
set(stamps)
foreach(program scansleuth-cli scansleuth)
    if(TARGET ${program})
        set(page ${CMAKE_BINARY_DIR}/man/${program}.1.gz)
        set(stamp ${CMAKE_BINARY_DIR}/man/${program}.stamp)
        add_custom_command(OUTPUT ${stamp} BYPRODUCTS ${page}
                           COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
                           COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DPAGE=${page}
                                   -DSTAMP=${stamp} -P ${PROJECT_SOURCE_DIR}/cmake/ScanSleuthManPage.cmake
                           DEPENDS ${program} ${PROJECT_SOURCE_DIR}/cmake/ScanSleuthManPage.cmake VERBATIM)
        list(APPEND stamps ${stamp})
        install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    endif()
endforeach()
add_custom_target(scansleuth_manpages ALL DEPENDS ${stamps})

# The Debian package. Depends are computed by dpkg-shlibdeps from every ELF file in it (the programs and
# the modules they open), never written by hand: the programs start no other program, so nothing else is
# needed at run time (the Qt platform plugins xcb and offscreen come with libqt6gui6); tests/packaging
# checks them against the packages that own the libraries the files need.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME scansleuth)
set(CPACK_PACKAGE_VENDOR "The ScanSleuth authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for debugging medical-imaging deep-learning pipelines")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON) # 200 MB a program with debug information, some 20 without
set(CPACK_THREADS 0)      # every CPU for the compressor
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # scansleuth_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${SCANSLEUTH_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see, because nothing links it; without either the program runs:
# - libqt6svg6: the SVG image and icon-engine plugins Qt loads to draw the window icon
#   (resources/icons/scansleuth.svg); without them the window has no icon.
# - xdg-utils: xdg-open, through which Qt (QDesktopServices) opens the user guide's web and mail links in
#   the desktop's browser (Help > User Guide); without it such a link does nothing.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libqt6svg6, xdg-utils")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                                WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Opens the DICOM series, NIfTI volumes, masks and TorchScript models of a
segmentation pipeline, shows them in world space and names what is wrong
(flipped or shifted masks, wrong geometry, leakage between splits,
nondeterministic reruns) with the numbers in mm and voxels. scansleuth is the
Qt viewer and workbench, scansleuth-cli the same checks for scripts, CI and
clusters.")
# lintian's maintscript-calls-ldconfig stays: CPack adds ldconfig calls for any .so under /usr/lib, here the
# private modules, which need none (they are opened by path).
include(CPack)

# `cmake --build build --target deb`: builds what the package holds (not the tests) and writes
# build/scansleuth_VERSION_ARCH.deb. Plain `cpack -G DEB` in the build folder does the same from a built tree.
add_custom_target(deb COMMAND ${CMAKE_CPACK_COMMAND} -G DEB --config ${CMAKE_BINARY_DIR}/CPackConfig.cmake
                  WORKING_DIRECTORY ${CMAKE_BINARY_DIR} USES_TERMINAL VERBATIM)
foreach(target scansleuth scansleuth-cli scansleuth_manpages scansleuth_icons)
    if(TARGET ${target})
        add_dependencies(deb ${target})
    endif()
endforeach()
