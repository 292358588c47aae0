;;; spacex.el --- SpaceX data from spacex-rpc -*- lexical-binding: t; -*-

;; Copyright (C) 2026 The spacex authors

;; Author: The spacex authors
;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1") (jsonrpc "1.0.14"))
;; Keywords: tools, hypermedia
;; URL: https://github.com/spacex-cli/spacex

;; This file is not part of GNU Emacs.

;;; Commentary:

;; spacex.el shows the screens that `spacex-rpc' hosts, each in a buffer of its
;; own.  The server does the data and the words and describes its screens
;; (`rpc.discover's `x-screens': layouts, columns, row targets, keys,
;; empty-list words); this file only draws them and sends the server's inputs.
;; It names no screen, method or member of any feature: a screen the server
;; adds is browsable here unchanged.
;;
;; Setup, with spacex-rpc on `exec-path' (Apps/install puts this file in
;; site-lisp):
;;
;;   (add-to-list 'load-path "~/.local/share/emacs/site-lisp/spacex")
;;   (require 'spacex)
;;
;; M-x spacex shows the home screen; M-x spacex-open takes a screen and its
;; query fields or a reference, as `:SpaceX' does in spacex.nvim ("SCREEN
;; FIELD=VALUE ..." or "SCREEN REF"), with completion of both from the server.
;; In a spacex buffer, RET opens the row or link under point, q goes back, g
;; reloads, n loads the next page, f filters, j follows a link of the card, and
;; the server's own keys work where it offers them; C-h m lists them all.
;; Requests are asynchronous: a view says "Loading…" and Emacs stays free until
;; it is drawn.

;;; Code:

(require 'cl-lib)
(require 'jsonrpc)
(require 'subr-x)
(require 'text-property-search)

(defgroup spacex nil
  "Browse SpaceX data through the spacex-rpc server."
  :group 'applications
  :prefix "spacex-")

(defcustom spacex-server-program "spacex-rpc"
  "The spacex-rpc executable, a name on variable `exec-path' or a file."
  :type 'string)

(defcustom spacex-server-arguments nil
  "Arguments for spacex-rpc, such as (\"--offline\")."
  :type '(repeat string))

(defcustom spacex-language nil
  "The language the server answers in: \"en\", \"ru\", or nil for Emacs' own."
  :type '(choice (const :tag "From the environment" nil) (const "en") (const "ru")))

(defcustom spacex-units nil
  "Units the server answers in: \"metric\", \"imperial\", or nil (the saved one)."
  :type '(choice (const :tag "The saved setting" nil) (const "metric") (const "imperial")))

(defcustom spacex-width nil
  "Columns a view's lines may take; nil for its window's, less the last.
Emacs keeps a window's last column for the truncation glyph."
  :type '(choice (const :tag "The window's" nil) integer))

(defface spacex-title '((t :inherit font-lock-function-name-face :weight bold))
  "The title line of a spacex buffer.")
(defface spacex-header '((t :inherit font-lock-keyword-face))
  "A table's header and a card's title.")
(defface spacex-success '((t :inherit success))
  "A row whose outcome is a success.")
(defface spacex-failed '((t :inherit error))
  "A row whose outcome is a failure, and what failed.")
(defface spacex-upcoming '((t :inherit warning))
  "A row still to come, or overdue.")
(defface spacex-dim '((t :inherit shadow))
  "What is said about the data rather than the data.")

(defvar spacex--connection nil "The jsonrpc connection to spacex-rpc, while it runs.")
(defvar spacex--screens nil "The server's screen descriptions (`x-screens'), by name.")
(defvar spacex--names nil "The screen names, sorted.")
(defvar spacex--session-language nil "The language of the server's last state.")
(defvar spacex--pending 0 "Requests sent and not yet answered.")

(defvar-local spacex--view nil
  "This buffer's view, a plist.
Its :id on the server, :screen, :params, :path (the title line), :state,
:keys (the server's), and :home on the home screen.")

;;;; Reading the server's JSON

(defun spacex--key (name)
  "The keyword of the JSON member NAME."
  (intern (concat ":" name)))

(defun spacex--get (object name)
  "Member NAME (a string) of the JSON OBJECT; nil for null or false."
  (when (and object (listp object))
    (let ((value (plist-get object (spacex--key name))))
      (unless (eq value :json-false) value))))

(defun spacex--list (value)
  "VALUE, a JSON array, as a list."
  (if (vectorp value) (append value nil) value))

(defun spacex--phrase (phrase)
  "PHRASE, an object of words by language, in the session's language."
  (or (spacex--get phrase (spacex--language)) (spacex--get phrase "en") ""))

(defun spacex--language ()
  "Return the server's language once known, else the one asked for, else Emacs'."
  (or spacex--session-language spacex-language
      (if (string-prefix-p "ru" (or (getenv "LANG") "")) "ru" "en")))

(defun spacex--words (english russian)
  "ENGLISH or RUSSIAN, as the session speaks."
  (if (equal (spacex--language) "ru") russian english))

;;;; The connection

(defun spacex--connect ()
  "The connection, started (again) when needed.
Only the handshake and the screen descriptions are waited for."
  (unless (and spacex--connection (jsonrpc-running-p spacex--connection))
    (let* ((stderr (get-buffer-create " *spacex-rpc stderr*"))
           (process (make-process
                     :name "spacex-rpc" :command (cons spacex-server-program spacex-server-arguments)
                     :connection-type 'pipe :coding 'utf-8-emacs-unix :noquery t :stderr stderr))
           (restarted spacex--connection))
      (setq spacex--connection
            (make-instance 'jsonrpc-process-connection
                           :name "spacex" :process process
                           :notification-dispatcher #'spacex--notification
                           :request-dispatcher #'ignore
                           :on-shutdown #'spacex--stopped))
      (setq spacex--session-language nil spacex--pending 0)
      (when restarted (message "spacex: spacex-rpc had stopped; restarted"))
      (jsonrpc-request spacex--connection :initialize
                       (append (list :locale (spacex--language))
                               (when spacex-units (list :units spacex-units))))
      (let ((document (jsonrpc-request spacex--connection :rpc.discover nil)))
        (setq spacex--screens (make-hash-table :test #'equal) spacex--names nil)
        (dolist (screen (spacex--list (spacex--get document "x-screens")))
          (puthash (spacex--get screen "name") screen spacex--screens)
          (push (spacex--get screen "name") spacex--names))
        (setq spacex--names (sort spacex--names #'string<)))
      ;; Views of a server that stopped went with it.
      (dolist (buffer (spacex--buffers))
        (with-current-buffer buffer (setq spacex--view (plist-put spacex--view :id nil))))))
  spacex--connection)

(defun spacex--stopped (_connection)
  "Say that the server stopped, unless it was asked to."
  (unless (eq spacex--connection 'stopping)
    (message "spacex: spacex-rpc stopped")))

(defun spacex--request (method params on-answer)
  "Sends METHOD with PARAMS; ON-ANSWER gets the result, or is told the error."
  (cl-incf spacex--pending)
  (jsonrpc-async-request
   (spacex--connect) method params
   :success-fn (lambda (result) (cl-decf spacex--pending) (funcall on-answer result))
   :error-fn (lambda (error)
               (cl-decf spacex--pending)
               (message "spacex: %s" (or (spacex--get error "message") error)))
   :timeout-fn (lambda () (cl-decf spacex--pending) (message "spacex: no answer to %s" method))))

(defun spacex--notification (_connection _method params)
  "Handle the notification PARAMS.
Show its sentence for people; draw any view's new state."
  (let ((said (spacex--get params "message"))
        (id (spacex--get params "viewId"))
        (state (spacex--get params "state"))
        (before spacex--session-language))
    (when (stringp said) (message "spacex: %s" said))
    (when (and id state)
      (dolist (buffer (spacex--buffers))
        (with-current-buffer buffer
          (when (equal (plist-get spacex--view :id) id) (spacex--show state)))))
    ;; The language changed: the home buffer's titles follow.
    (unless (equal before spacex--session-language)
      (dolist (buffer (spacex--buffers))
        (with-current-buffer buffer
          (when (plist-get spacex--view :home) (spacex--draw-home)))))))

(defun spacex--buffers ()
  "Every live spacex buffer."
  (cl-remove-if-not (lambda (buffer) (buffer-local-value 'spacex--view buffer)) (buffer-list)))

(defun spacex-idle-p ()
  "Return non-nil when every request has its answer.
For tests and mode lines."
  (zerop spacex--pending))

(defun spacex-stop ()
  "Closes every spacex buffer and ends the server's session cleanly."
  (interactive)
  (dolist (buffer (spacex--buffers)) (kill-buffer buffer))
  (when (and spacex--connection (jsonrpc-running-p spacex--connection))
    (let ((connection spacex--connection))
      (ignore-errors (jsonrpc-request connection :shutdown nil))
      (setq spacex--connection 'stopping)
      (jsonrpc-notify connection :exit nil)
      ;; It exits by itself once told to; only one that does not is stopped.
      (let ((process (jsonrpc--process connection)) (waited 0))
        (while (and (process-live-p process) (< waited 40))
          (accept-process-output process 0.05)
          (setq waited (1+ waited))))
      (ignore-errors (jsonrpc-shutdown connection t))))
  (setq spacex--connection nil))

;;;; Tables

(defun spacex--pad (text size right)
  "Return TEXT in SIZE cells, aligned right when RIGHT is non-nil, else left."
  (let ((gap (make-string (max 0 (- size (string-width text))) ?\s)))
    (if right (concat gap text) (concat text gap))))

(defun spacex--cut (text size)
  "TEXT in at most SIZE cells, ending in \"…\" when cut."
  (if (<= (string-width text) size) text
    (concat (truncate-string-to-width text (max 0 (1- size))) "…")))

(defun spacex--cut-middle (text size)
  "TEXT in at most SIZE cells, cut in the middle.
It keeps the end, its last word whole when that takes at most half."
  (if (or (<= (string-width text) size) (<= size 2)) (spacex--cut text size)
    (let* ((room (1- size))
           (last-word (if (string-match "\\([^ ]+\\)\\'" text) (match-string 1 text) ""))
           (tail-size (if (<= (string-width last-word) (/ room 2)) (string-width last-word) (/ room 2)))
           (tail (let ((chars (nreverse (string-to-list text))) (kept ""))
                   (while (and chars (<= (string-width (concat (string (car chars)) kept)) tail-size))
                     (setq kept (concat (string (pop chars)) kept)))
                   kept))
           (head (truncate-string-to-width text (- room (string-width tail)))))
      (concat (string-trim-right head) "…" tail))))

(defun spacex--natural-widths (columns rows)
  "The widest cell of each of COLUMNS in ROWS, titles included."
  (cl-loop for column in columns for index from 0
           collect (apply #'max (string-width (plist-get column :title))
                          (mapcar (lambda (row) (string-width (or (nth index row) ""))) rows))))

(defun spacex--cuts-p (column)
  "Whether COLUMN may be cut."
  (member (plist-get column :fit) '("cut" "middle")))

(defun spacex--shrink (columns widths max-width)
  "Narrows the widest column that may be cut in WIDTHS until COLUMNS fit MAX-WIDTH."
  (let ((done nil))
    (while (and (not done) (> (+ (apply #'+ widths) (* 2 (1- (length widths)))) max-width))
      (let ((widest nil) (best 0))
        (cl-loop for column in columns for index from 0
                 for floor = (max 6 (string-width (plist-get column :title)))
                 when (and (spacex--cuts-p column) (> (nth index widths) floor) (> (nth index widths) best))
                 do (setq widest index best (nth index widths)))
        (if widest (cl-decf (nth widest widths)) (setq done t))))
    widths))

(defun spacex--fit (columns rows max-width)
  "COLUMNS, ROWS and their widths, fitting MAX-WIDTH.
The last droppable column goes while keeping it would cut a column that
may be cut below 12 cells (16 for a middle one), or while the titles alone
are too wide to fit; then the widest give way.
A column with nothing in it (every cell \"—\") goes before any other."
  (catch 'fitted
    (while t
      (let* ((natural (spacex--natural-widths columns rows))
             (widths (spacex--shrink columns (copy-sequence natural) max-width))
             (blank (and rows
                         (cl-position-if
                          (lambda (index)
                            (cl-every (lambda (row) (member (nth index row) '("—" ""))) rows))
                          (number-sequence 0 (1- (length columns))) :from-end t)))
             (drop (or blank
                       (cl-position "drop" columns :key (lambda (column) (plist-get column :fit))
                                    :test #'equal :from-end t)))
             (cramped (cl-loop for column in columns for index from 0
                               thereis (and (spacex--cuts-p column)
                                            (< (nth index widths)
                                               (min (if (equal (plist-get column :fit) "middle") 16 12)
                                                    (nth index natural))))))
             (overflows (> (+ (apply #'+ widths) (* 2 (1- (length widths)))) max-width)))
        (unless (and drop (or cramped overflows)) (throw 'fitted (list columns rows widths)))
        (setq columns (append (cl-subseq columns 0 drop) (nthcdr (1+ drop) columns))
              rows (mapcar (lambda (row) (append (cl-subseq row 0 drop) (nthcdr (1+ drop) row))) rows))))))

(defun spacex--shortened (rows index size middle)
  "Column INDEX of ROWS in SIZE cells.
A MIDDLE column keeps its end where the beginnings repeat."
  (let* ((ends (mapcar (lambda (row) (spacex--cut (or (nth index row) "") size)) rows))
         (uses (make-hash-table :test #'equal)))
    (cl-loop for row in rows for end in ends
             unless (equal end (or (nth index row) "")) do (cl-incf (gethash end uses 0)))
    (if (not middle) ends
      (cl-loop for row in rows for end in ends
               collect (if (> (gethash end uses 0) 1) (spacex--cut-middle (or (nth index row) "") size) end)))))

(defun spacex--table (columns rows max-width)
  "The lines of a table of ROWS under COLUMNS in MAX-WIDTH cells, header first."
  (cl-destructuring-bind (shown rows widths) (spacex--fit columns rows max-width)
    (let ((cells (cl-loop for column in shown for index from 0
                          collect (spacex--shortened rows index (nth index widths)
                                                     (equal (plist-get column :fit) "middle")))))
      (cl-flet ((line (texts)
                  (string-trim-right
                   (mapconcat #'identity
                              (cl-loop for column in shown for text in texts for size in widths
                                       collect (spacex--pad text size (equal (plist-get column :align) "right")))
                              "  "))))
        (cons (line (mapcar (lambda (column) (plist-get column :title)) shown))
              (cl-loop for index from 0 below (length rows)
                       collect (line (mapcar (lambda (column-cells) (nth index column-cells)) cells))))))))

;;;; Drawing a view

(defvar spacex--out nil "The lines being drawn: a list of (TEXT FACE TARGET), newest first.")

(defun spacex--add (text &optional face target)
  "Add the line TEXT, with FACE and what it leads to (TARGET)."
  (push (list (replace-regexp-in-string "\n" " " (or text "")) face target) spacex--out))

(defun spacex--list-table (items layout max-width)
  "Lay out ITEMS as LAYOUT's columns in MAX-WIDTH cells.
Each row leads where LAYOUT has it lead."
  (let* ((columns (mapcar (lambda (column)
                            (list :title (spacex--phrase (spacex--get column "title"))
                                  :align (spacex--get column "align") :fit (spacex--get column "fit")))
                          (spacex--list (spacex--get layout "columns"))))
         (badge (or (cl-position "right" columns :key (lambda (c) (plist-get c :align))
                                 :test (lambda (a b) (not (equal a b))))
                    0))
         (row (spacex--get layout "row"))
         (status (spacex--get layout "status"))
         (rows nil) (targets nil) (faces nil))
    (dolist (item items)
      (let* ((display (spacex--get item "display"))
             (cells (mapcar (lambda (column) (or (spacex--get display (spacex--get column "member")) "—"))
                            (spacex--list (spacex--get layout "columns")))))
        (dolist (mark (spacex--list (spacex--get layout "marks")))
          (when (eq (plist-get item (spacex--key (spacex--get mark "member"))) t)
            (setf (nth badge cells) (concat (spacex--get mark "badge") " " (nth badge cells)))))
        (push cells rows)
        (push (if row
                  (list :screen (spacex--get row "screen")
                        :params (spacex--target-params item row) :id (spacex--get item "id"))
                (list :id (spacex--get item "id")))
              targets)
        (push (pcase (and status (spacex--get display status))
                ("success" 'spacex-success) ("failed" 'spacex-failed)
                ((or "upcoming" "overdue") 'spacex-upcoming))
              faces)))
    (let ((lines (spacex--table columns (nreverse rows) max-width)))
      (spacex--add (car lines) 'spacex-header)
      (cl-loop for line in (cdr lines) for target in (nreverse targets) for face in (nreverse faces)
               do (spacex--add line face target)))))

(defun spacex--target-params (item row)
  "The view.open params ITEM gives for what ROW opens.
Each param is the member of the item ROW names."
  (let ((params nil) (described (spacex--get row "params")))
    (while described
      (let ((name (substring (symbol-name (pop described)) 1))
            (member (pop described)))
        (setq params (append params (list (spacex--key name) (spacex--get item member))))))
    params))

(defun spacex--wrap (head text size indent)
  "HEAD then TEXT in lines of at most SIZE cells, later ones INDENT cells in.
A URL stays whole, to stay clickable."
  (if (or (<= (string-width (concat head text)) size) (string-match-p "://" text))
      (list (concat head text))
    (let ((lines nil) (line head) (fresh t))
      (dolist (word (split-string text "[ \t\n]+" t))
        (let ((candidate (if fresh (concat line word) (concat line " " word))))
          (if (and (> (string-width candidate) size) (not fresh))
              (setq lines (cons line lines) line (concat (make-string indent ?\s) word))
            (setq line candidate))
          (setq fresh nil)))
      (nreverse (cons line lines)))))

(defun spacex--card (value links max-width)
  "The card VALUE, with the state's LINKS, in MAX-WIDTH cells.
Its title, its fields in a column (each leading to its link, URL or edit),
then its sections."
  (let ((subtitle (spacex--get value "subtitle"))
        (fields (spacex--list (spacex--get value "fields")))
        (by-field (make-hash-table :test #'equal)))
    (spacex--add (concat (spacex--get value "title") (when subtitle (concat " — " subtitle))) 'spacex-header)
    (dolist (link links)
      (when (spacex--get link "field") (puthash (spacex--get link "field") link by-field)))
    (let ((label-width (apply #'max 0 (mapcar (lambda (entry)
                                                (+ (string-width (or (spacex--get entry "label") ""))
                                                   (* 2 (or (spacex--get entry "level") 0))))
                                              fields))))
      (dolist (entry fields)
        (let* ((indent (make-string (* 2 (or (spacex--get entry "level") 0)) ?\s))
               (head (concat (spacex--pad (concat indent (spacex--get entry "label")) label-width nil) "  "))
               (link (gethash (spacex--get entry "key") by-field))
               (target (list :url (spacex--get entry "url") :edit (spacex--get entry "edit")
                             :label (spacex--get entry "label")
                             :screen (spacex--get link "screen") :params (spacex--get link "params")))
               (first t))
          (dolist (line (spacex--wrap head (or (spacex--get entry "value") "") max-width (string-width head)))
            (spacex--add line nil (when first target))
            (setq first nil)))))
    (dolist (section (spacex--list (spacex--get value "sections")))
      (spacex--add "")
      (spacex--add (spacex--get section "title") 'spacex-header)
      (dolist (entry (spacex--list (spacex--get section "entries")))
        (let* ((indent (make-string (* 2 (1+ (or (spacex--get entry "level") 0))) ?\s))
               (label (spacex--get entry "label"))
               (head (concat indent (when label (concat label ": "))))
               (first t))
          (dolist (line (spacex--wrap head (or (spacex--get entry "value") "") max-width (+ 2 (length indent))))
            (spacex--add line nil (when first (list :url (spacex--get entry "url"))))
            (setq first nil)))))))

;;;; Charts

;; Bars are laid out by the rule every client of the server follows (its
;; Chart.swift, BarLayout), in integers, so the terminal and both editors
;; agree cell for cell: the longest bar spans the room less a cell per series
;; it shows; each non-zero series ends at its running total's cell, at least
;; one cell on; eighths after the last whole cell of a solid series (after a
;; shaded one, a whole cell for half or more).

(defconst spacex--glyphs ["█" "▓" "▒" "░" "▚" "▞"] "What draws each series, by place.")
(defconst spacex--eighths ["" "▏" "▎" "▍" "▌" "▋" "▊" "▉"] "A bar's end, in eighths of a cell.")

(defun spacex--glyph (index)
  "The shape of series INDEX, from 0."
  (aref spacex--glyphs (mod index (length spacex--glyphs))))

(defun spacex--bar (values most area)
  "The bar of VALUES, when the longest bar's total MOST spans AREA cells."
  (let* ((rounded (lambda (numerator) (/ (+ (* 2 numerator) most) (* 2 most))))
         (indices (cl-loop for value in values for index from 0 when (> value 0) collect index))
         (last (car (last indices)))
         (length (funcall rounded (* (apply #'+ (cl-remove-if-not (lambda (v) (> v 0)) values)) area 8)))
         (whole (/ length 8)) (eighth (% length 8))
         (previous 0) (running 0) (text ""))
    (dolist (index indices)
      (setq running (+ running (nth index values)))
      (let ((stop (if (eql index last) whole (funcall rounded (* running area)))))
        (when (< stop (1+ previous))
          (setq stop (1+ previous))
          (when (eql index last) (setq eighth 0)))
        (setq text (concat text (apply #'concat (make-list (- stop previous) (spacex--glyph index))))
              previous stop)))
    ;; A partial block is solid: after a shaded series the fraction is a whole
    ;; cell of it (half or more) or nothing.
    (when (and last (> eighth 0) (/= 0 (mod last (length spacex--glyphs))))
      (when (>= eighth 4) (setq text (concat text (spacex--glyph last))))
      (setq eighth 0))
    (if (and last (> eighth 0)) (concat text (aref spacex--eighths eighth)) text)))

(defun spacex--chart (value max-width)
  "The chart VALUE in MAX-WIDTH cells: title, legend, a line a bar."
  (spacex--add (or (spacex--get value "title") "") 'spacex-header)
  (let ((legend "") (legend-width 0) (index 0))
    (dolist (series (spacex--list (spacex--get value "series")))
      (let* ((label (or (spacex--get series "label") ""))
             (entry-width (+ 2 (string-width label))))
        (when (and (> legend-width 0) (> (+ legend-width 2 entry-width) max-width))
          (spacex--add legend)
          (setq legend "" legend-width 0))
        (setq legend (concat legend (if (> legend-width 0) "  " "") (spacex--glyph index) " " label)
              legend-width (+ legend-width (if (> legend-width 0) 2 0) entry-width)
              index (1+ index))))
    (when (> legend-width 0) (spacex--add legend)))
  (let* ((bars (spacex--list (spacex--get value "bars")))
         (values-of (lambda (bar) (mapcar (lambda (v) (max 0 v)) (spacex--list (spacex--get bar "values")))))
         (label-width (apply #'max 0 (mapcar (lambda (bar) (string-width (or (spacex--get bar "label") ""))) bars)))
         (total-width (apply #'max 0 (mapcar (lambda (bar) (string-width (or (spacex--get bar "total") ""))) bars)))
         (most (apply #'max 0 (mapcar (lambda (bar) (apply #'+ (funcall values-of bar))) bars)))
         (shown (apply #'max 0 (mapcar (lambda (bar) (cl-count-if (lambda (v) (> v 0)) (funcall values-of bar))) bars)))
         (area (max 1 (- (max 10 (- max-width label-width total-width 2)) shown))))
    (dolist (bar bars)
      (let ((drawn (if (> most 0) (spacex--bar (funcall values-of bar) most area) "")))
        (spacex--add (concat (spacex--pad (or (spacex--get bar "label") "") label-width nil) " " drawn
                             (if (equal drawn "") "" " ") (or (spacex--get bar "total") "")))))))

(defun spacex--render (description path state max-width)
  "The lines of a view of the screen DESCRIPTION in STATE, newest first.
Under the title line PATH, in MAX-WIDTH cells."
  (let* ((spacex--out nil)
         (status (spacex--get state "status"))
         (data (spacex--get state "data"))
         (layout (spacex--get description "layout"))
         (list-layout (spacex--get layout "list"))
         (card-member (spacex--get layout "card")))
    (spacex--add (concat path (cond ((equal status "failed") (spacex--words "  [error]" "  [ошибка]"))
                                    ((spacex--get state "stale") (spacex--words "  [stale]" "  [устарело]"))))
                 'spacex-title)
    (cond ((member status '("failed" "empty"))
           ;; The server words both; an empty list it says nothing of falls
           ;; back to the list's own words for none, then ours: never the bare
           ;; status.
           (let ((none (spacex--get list-layout "empty")))
             (spacex--add "")
             (dolist (line (spacex--wrap
                            "" (or (spacex--get state "message")
                                   (if (equal status "failed") status
                                     (if none (spacex--phrase none)
                                       (spacex--words "Nothing here." "Здесь пусто."))))
                            max-width 0))
               (spacex--add line (if (equal status "failed") 'spacex-failed 'spacex-dim)))))
          ((and (equal status "loaded") (spacex--get state "message"))
           (dolist (line (split-string (spacex--get state "message") "\n" t))
             (spacex--add line 'spacex-dim))))
    (when (member status '(nil "loading" "idle"))
      (spacex--add (spacex--words "Loading…" "Загрузка…") 'spacex-dim))
    (when (and data (not (equal status "failed")))
      (let ((query (and (listp data) (spacex--get data "query"))) (parts nil))
        (cl-loop for (name value) on query by #'cddr
                 for field = (substring (symbol-name name) 1)
                 unless (member field '("page" "limit"))
                 do (push (format "%s=%s" field value) parts))
        (when parts
          (spacex--add (concat (spacex--words "Filters: " "Фильтры: ")
                               (mapconcat #'identity (sort parts #'string<) " "))
                       'spacex-dim)))
      (spacex--add "")
      (when (and card-member (spacex--get data card-member))
        (spacex--card (spacex--get data card-member) (spacex--list (spacex--get state "links")) max-width))
      (dolist (chart (spacex--list (and (spacex--get layout "charts")
                                        (spacex--get data (spacex--get layout "charts")))))
        (spacex--add "")
        (spacex--chart chart max-width))
      (when list-layout
        (let* ((member (spacex--get list-layout "items"))
               (items (if member (spacex--get data member) data)))
          (when card-member (spacex--add ""))
          (when (and (spacex--get list-layout "title") card-member)
            (spacex--add (spacex--phrase (spacex--get list-layout "title")) 'spacex-header))
          (cond ((and (vectorp items) (> (length items) 0))
                 (spacex--list-table (append items nil) list-layout max-width))
                ((and (vectorp items) (not (equal status "empty")))
                 (let ((empty (spacex--get list-layout "empty")))
                   (spacex--add (if empty (spacex--phrase empty) (spacex--words "Nothing here." "Здесь пусто."))
                                'spacex-dim))))
          (when (and (spacex--get list-layout "pages") (vectorp items) (not (equal status "empty")))
            (spacex--add "")
            (spacex--add (concat (format (spacex--words "Showing %d of %d" "Показано %d из %d")
                                         (length items) (or (spacex--get data "totalItems") (length items)))
                                 (if (spacex--get data "hasNextPage") (spacex--words " · n more" " · n дальше") ""))
                         'spacex-dim)))))
    (when (spacex--get state "stale")
      (spacex--add "")
      (spacex--add (spacex--words "Stale data (from the cache)" "Данные устарели (кэш)") 'spacex-failed))
    spacex--out))

(defun spacex--max-width ()
  "The columns this buffer is drawn in."
  (max 40 (or spacex-width
              (let ((window (get-buffer-window (current-buffer))))
                (and window (1- (window-body-width window))))
              79)))

(defun spacex--insert (lines)
  "Replace the buffer's text with LINES (newest first).
Point stays on the same row (by its id), else on the same line."
  (let* ((inhibit-read-only t)
         (here (get-text-property (point) 'spacex-target))
         (keep (and here (plist-get here :id)))
         (line (line-number-at-pos)))
    (erase-buffer)
    (dolist (entry (reverse lines))
      (cl-destructuring-bind (text face target) entry
        (insert (if face (propertize text 'face face) text) "\n")
        (when target
          (put-text-property (line-beginning-position 0) (line-end-position 0)
                             'spacex-target target))))
    (goto-char (point-min))
    (let ((found (and keep
                      (text-property-search-forward
                       'spacex-target keep
                       (lambda (id target) (equal id (plist-get target :id)))))))
      (if found
          (goto-char (prop-match-beginning found))
        (forward-line (1- line))))))

(defun spacex--show (state)
  "Show STATE as this buffer's view's new state; trouble is said once."
  (setq spacex--view (plist-put spacex--view :state state))
  (setq spacex--session-language (or (spacex--get state "language") spacex--session-language))
  (let* ((description (gethash (plist-get spacex--view :screen) spacex--screens))
         (card (spacex--get (spacex--get description "layout") "card"))
         (value (and card (spacex--get (spacex--get state "data") card))))
    ;; A card's buffer is named after what it shows, once that is known.
    (when (and value (not (plist-get spacex--view :named)))
      (setq spacex--view (plist-put spacex--view :named t))
      (let ((title (spacex--one-line (spacex--get value "title"))))
        (setq spacex--view (plist-put spacex--view :path (concat (plist-get spacex--view :parent-path) " › " title)))
        (rename-buffer (format "*spacex: %s*" title) t)))
    (spacex--insert (spacex--render description (plist-get spacex--view :path) state (spacex--max-width))))
  (cond ((equal (spacex--get state "status") "failed")
         (message "spacex: %s" (or (spacex--get state "message") "failed")))
        ((spacex--get state "stale") (message "spacex: showing stale data from the cache"))))

;;;; Buffers and keys

(defvar spacex-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'spacex-open-at-point)
    (define-key map (kbd "q") #'spacex-quit)
    (define-key map (kbd "g") #'spacex-reload)
    (define-key map (kbd "n") #'spacex-next-page)
    (define-key map (kbd "f") #'spacex-filter)
    (define-key map (kbd "j") #'spacex-follow-link)
    (define-key map (kbd "w") #'spacex-browse-url-at-point)
    map)
  "Keys of every spacex buffer.
The server's own keys join them where it offers them.")

(define-derived-mode spacex-mode special-mode "SpaceX"
  "A screen of spacex-rpc: a card, a list, or both.
Drawn from the server's description of the screen.

\\<spacex-mode-map>\\[spacex-open-at-point] opens the row, link or choice at point;
\\[spacex-quit] goes back; \\[spacex-reload] reloads; \\[spacex-next-page] loads the next page;
\\[spacex-filter] sets query fields; \\[spacex-follow-link] follows a link of the card;
\\[spacex-browse-url-at-point] opens the URL at point.  The server's own keys for the
screen and for the rows it lists work too.

\\{spacex-mode-map}"
  (setq truncate-lines t)
  (setq-local revert-buffer-function (lambda (&rest _) (spacex-reload))))

(defun spacex--one-line (text)
  "TEXT as one line for a buffer name: each run of controls a space.
A title comes from the data, and a line feed in a buffer name breaks
the mode line and buffer lists."
  (string-trim (replace-regexp-in-string "[[:cntrl:]]+" " " (or text ""))))

(defun spacex--new-buffer (name)
  "A new spacex buffer called NAME, shown in the selected window."
  (let ((buffer (generate-new-buffer (format "*spacex: %s*" (spacex--one-line name)))))
    (with-current-buffer buffer
      (spacex-mode)
      (add-hook 'kill-buffer-hook #'spacex--release nil t))
    (switch-to-buffer buffer)
    buffer))

(defun spacex--release ()
  "Releases this buffer's view on the server, when it has one."
  (let ((id (plist-get spacex--view :id)))
    (when (and id spacex--connection (not (eq spacex--connection 'stopping))
               (jsonrpc-running-p spacex--connection))
      (spacex--close-view id))))

(defun spacex--close-view (id)
  "Closes the server's view ID: a request, whose answer is not awaited."
  (jsonrpc-async-request spacex--connection :view.close (list :viewId id)
                         :success-fn #'ignore :error-fn #'ignore :timeout-fn #'ignore))

(defun spacex--screen-keys (screen)
  "The keys other features add to SCREEN, each naming its method."
  (spacex--list (spacex--get (gethash screen spacex--screens) "keys")))

(defun spacex--bind-server-keys (screen)
  "Bind the keys that the server gives SCREEN and the screen its rows open."
  (let* ((layout (spacex--get (gethash screen spacex--screens) "layout"))
         (row (spacex--get (spacex--get layout "list") "row"))
         (keys (append (spacex--screen-keys screen) (and row (spacex--screen-keys (spacex--get row "screen")))))
         (map (make-sparse-keymap)))
    (set-keymap-parent map spacex-mode-map)
    (dolist (declared keys)
      (let ((key (spacex--get declared "key")))
        (define-key map (kbd key) (lambda () (interactive) (spacex--run-key key)))))
    (use-local-map map)
    (setq spacex--view (plist-put spacex--view :keys keys))))

(defun spacex--run-key (key)
  "Run the method KEY names, on the row at point or this buffer's screen."
  (let* ((target (get-text-property (point) 'spacex-target))
         (declared (cl-find key (plist-get spacex--view :keys)
                            :key (lambda (entry) (spacex--get entry "key")) :test #'equal))
         (takes (lambda (screen) (cl-find key (spacex--screen-keys screen)
                                          :key (lambda (entry) (spacex--get entry "key")) :test #'equal)))
         (params (cond ((and target (plist-get target :screen) (funcall takes (plist-get target :screen)))
                        (plist-get target :params))
                       ((funcall takes (plist-get spacex--view :screen)) (plist-get spacex--view :params))
                       (t 'none))))
    (if (eq params 'none)
        (message "spacex: no %s on this line; C-h m lists the keys" key)
      (spacex--request (intern (spacex--get declared "method")) (or params (make-hash-table))
                       (lambda (answer)
                         (when (spacex--get answer "message") (message "spacex: %s" (spacex--get answer "message"))))))))

(defun spacex--title (screen)
  "SCREEN's title on the home screen, in the session's language."
  (let ((home (spacex--get (gethash screen spacex--screens) "home")))
    (if home (spacex--phrase (spacex--get home "title")) (capitalize screen))))

(defun spacex--open-view (screen params parent-path)
  "Opens SCREEN with PARAMS in a new buffer, titled below PARENT-PATH.
It says \"Loading…\" until the server answers."
  (spacex--connect)
  (unless (gethash screen spacex--screens)
    (user-error "No screen `%s'%s" screen
                (let ((close (cl-remove-if-not (lambda (name) (string-prefix-p (substring screen 0 (min 3 (length screen))) name))
                                               spacex--names)))
                  (if close (format " (did you mean %s?)" (string-join close ", ")) ""))))
  (let* ((name (or (and (plist-get params :ref) (not (plist-get params :id)) (plist-get params :ref))
                   (spacex--title screen)))
         (parent (or parent-path "SpaceX"))
         (buffer (spacex--new-buffer name)))
    (with-current-buffer buffer
      (setq spacex--view (list :screen screen :params params :name name :parent-path parent
                               :path (concat parent " › " name)))
      (spacex--bind-server-keys screen)
      (spacex--show (list :status "loading")))
    (spacex--request :view.open (append (list :screen screen) (when params (list :params params)))
                     (lambda (answer)
                       (if (not (buffer-live-p buffer))
                           ;; Closed before it loaded: release what the server
                           ;; opened.
                           (when (spacex--get answer "viewId")
                             (spacex--close-view (spacex--get answer "viewId")))
                         (with-current-buffer buffer
                           (setq spacex--view (plist-put spacex--view :id (spacex--get answer "viewId")))
                           (spacex--show (spacex--get answer "state"))))))
    buffer))

(defun spacex--send (input)
  "Sends INPUT to this buffer's view; the answer is drawn when it comes."
  (let ((id (plist-get spacex--view :id)) (buffer (current-buffer)))
    (cond ((plist-get spacex--view :home) (message "spacex: the home screen has nothing to reload"))
          ((not id) (message "spacex: this view has no answer yet, or closed with its server; open it again"))
          (t (spacex--request :view.send (list :viewId id :input input)
                              (lambda (answer)
                                (when (buffer-live-p buffer)
                                  (with-current-buffer buffer (spacex--show (spacex--get answer "state"))))))))))

;;;; Commands

;;;###autoload
(defun spacex ()
  "Show the home screen: every top-level screen of spacex-rpc, in its order."
  (interactive)
  (spacex--connect)
  (let ((buffer (get-buffer-create "*spacex*")))
    (with-current-buffer buffer
      (unless (derived-mode-p 'spacex-mode) (spacex-mode))
      (setq spacex--view (list :home t :path "SpaceX"))
      (spacex--bind-home-keys)
      (spacex--draw-home))
    (switch-to-buffer buffer)))

(defun spacex--home-entries ()
  "The screens on the home screen, in order: (NAME ORDER KEY).
By order, equals by name, as the terminal and every client list them."
  (let ((entries nil))
    (dolist (name spacex--names)
      (let ((home (spacex--get (gethash name spacex--screens) "home")))
        (when home (push (list name (or (spacex--get home "order") 0) (spacex--get home "key")) entries))))
    (sort entries (lambda (a b) (if (= (nth 1 a) (nth 1 b)) (string< (car a) (car b))
                                  (< (nth 1 a) (nth 1 b)))))))

(defun spacex--bind-home-keys ()
  "Binds each top-level screen's own key (`s') on the home screen."
  (let ((map (make-sparse-keymap)))
    (set-keymap-parent map spacex-mode-map)
    (dolist (entry (spacex--home-entries))
      (when (nth 2 entry)
        (let ((screen (nth 0 entry)))
          (define-key map (kbd (nth 2 entry)) (lambda () (interactive) (spacex--open-view screen nil "SpaceX"))))))
    (use-local-map map)))

(defun spacex--draw-home ()
  "Draws the home buffer."
  (let ((spacex--out nil))
    (spacex--add "SpaceX" 'spacex-title)
    (spacex--add "")
    (dolist (entry (spacex--home-entries))
      (spacex--add (concat "  " (spacex--title (car entry)) (when (nth 2 entry) (format "  (%s)" (nth 2 entry))))
                   nil (list :screen (car entry) :id (car entry))))
    (spacex--insert spacex--out)))

(defun spacex--fields (words)
  "WORDS such as \"FIELD=VALUE\" as a params plist.
An empty value (\"FIELD=\") is null: that field is cleared."
  (let ((params nil))
    (dolist (word words)
      (when (string-match "\\`\\([[:alnum:]]+\\)=\\(.*\\)\\'" word)
        (let ((value (match-string 2 word)))
          (setq params (append params (list (spacex--key (match-string 1 word))
                                            (if (string-empty-p value) :null value)))))))
    params))

(defun spacex--query-fields (screen)
  "The query fields SCREEN takes: its view.open params beyond a reference."
  (let ((properties (spacex--get (spacex--get (gethash screen spacex--screens) "params") "properties"))
        (names nil))
    (cl-loop for (name _) on properties by #'cddr
             for field = (substring (symbol-name name) 1)
             unless (member field '("id" "ref")) do (push field names))
    (sort names #'string<)))

(defun spacex--complete (input predicate action)
  "Complete INPUT for `spacex-open': a screen, then its query fields (\"FIELD=\").
PREDICATE and ACTION are those of `completing-read's tables."
  (spacex--connect)
  (let* ((words (split-string input " "))
         (candidates (if (cdr words)
                         (let ((prefix (mapconcat #'identity (butlast words) " ")))
                           (mapcar (lambda (field) (concat prefix " " field "="))
                                   (spacex--query-fields (car words))))
                       spacex--names)))
    (complete-with-action action candidates input predicate)))

;;;###autoload
(defun spacex-open (line)
  "Opens the screen LINE names.
LINE is \"SCREEN\", \"SCREEN FIELD=VALUE ...\" or \"SCREEN REF\"."
  (interactive (list (completing-read "spacex: " #'spacex--complete)))
  (let* ((words (split-string line " " t))
         (screen (car words))
         (rest (cdr words)))
    (unless screen (user-error "Name a screen"))
    (spacex--open-view screen
                       (cond ((null rest) nil)
                             ((string-match-p "=" (car rest)) (spacex--fields rest))
                             (t (list :ref (string-join rest " "))))
                       nil)))

(defun spacex-open-at-point ()
  "Opens what the line at point leads to.
A row's screen, a field's link, its choice or its URL."
  (interactive)
  (let ((target (get-text-property (point) 'spacex-target)))
    (cond ((null target) (message "spacex: nothing to open on this line"))
          ((plist-get target :screen)
           (spacex--open-view (plist-get target :screen) (plist-get target :params) (plist-get spacex--view :path)))
          ((plist-get target :edit) (spacex--edit target))
          ((plist-get target :url) (browse-url (plist-get target :url)))
          (t (message "spacex: nothing to open on this line")))))

(defun spacex--edit (target)
  "Set TARGET's field to a choice among the values the server gives."
  (let* ((edit (plist-get target :edit))
         (choice (completing-read (format "%s: " (plist-get target :label))
                                  (spacex--list (spacex--get edit "choices")) nil t)))
    (spacex--request (intern (spacex--get edit "method"))
                     (list (spacex--key (spacex--get edit "param")) choice) #'ignore)))

(defun spacex-browse-url-at-point ()
  "Opens the URL of the line at point with `browse-url'."
  (interactive)
  (let ((url (plist-get (get-text-property (point) 'spacex-target) :url)))
    (if url (browse-url url) (message "spacex: no link on this line"))))

(defun spacex-follow-link (title)
  "Follow the card's link called TITLE, one of those in the server's state."
  (interactive
   (let ((links (spacex--list (spacex--get (plist-get spacex--view :state) "links"))))
     (unless links (user-error "No links here"))
     (list (completing-read "Link: " (mapcar (lambda (link) (spacex--link-title link)) links) nil t))))
  (let ((link (cl-find title (spacex--list (spacex--get (plist-get spacex--view :state) "links"))
                       :key #'spacex--link-title :test #'equal)))
    (when link
      (spacex--open-view (spacex--get link "screen") (spacex--get link "params") (plist-get spacex--view :path)))))

(defun spacex--link-title (link)
  "How LINK is offered: its title and what it opens."
  (let ((heading (spacex--get link "heading")))
    (concat (spacex--get link "title") (when heading (concat ": " heading)))))

(defun spacex-reload ()
  "Reloads this buffer's view from the server (a refresh of its data)."
  (interactive)
  (if (plist-get spacex--view :home) (spacex--draw-home) (spacex--send (list :type "refresh"))))

(defun spacex-next-page ()
  "Load the next page of this buffer's list."
  (interactive)
  (spacex--send (list :type "nextPage")))

(defun spacex-filter (text)
  "Set this view's query from TEXT, \"FIELD=VALUE ...\" (\"FIELD=\" clears one)."
  (interactive
   (let ((fields (spacex--query-fields (plist-get spacex--view :screen))))
     (unless fields (user-error "This screen has no filter"))
     (list (read-string (format "Filter (%s): " (mapconcat (lambda (field) (concat field "=")) fields " "))))))
  (let ((query (spacex--fields (split-string text " " t))))
    (when query (spacex--send (list :type "setQuery" :query query)))))

(defun spacex-quit ()
  "Close this screen and return to the one it was opened from."
  (interactive)
  (quit-window t))

(provide 'spacex)

;;; spacex.el ends here
