// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

class QString;
class QStyle;

namespace scansleuth::app {

// `base` (owned; nullptr: the platform's default style) behind a QProxyStyle that changes nothing drawn,
// but makes the standard icons a window may never show when they are first drawn: the menu bar's
// extension button (shown only when the menus do not fit) asks for its icon as the bar is made, and Qt
// reads that PNG through QImageReader, which loads every image-format plugin first (about 8 ms of the
// GUI's start, with libtiff, libwebp, libmng...). For QApplication::setStyle; baseStyleName() gives the
// name QStyleFactory knows `base` by.
QStyle* withDeferredIcons(QStyle* base = nullptr);

// The QStyleFactory name of `style`, or of its base when it is a proxy (QProxyStyle's own name is empty).
QString baseStyleName(const QStyle* style);

} // namespace scansleuth::app
