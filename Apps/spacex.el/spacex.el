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
;; own.  The server lays every screen out at the window's width, in the
;; session's words, exactly as `spacex browse' draws it, and says what each
;; line opens (its drawn lines); this file puts those lines in the buffer with
;; faces, and sends the server's inputs.  It keeps no layout rule and no
;; translation, and names no screen, method or member of any feature: a
;; screen the server adds is browsable here unchanged.
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
;; In a spacex buffer, RET opens what the line at point leads to, q goes
;; back, g reloads, ] loads the next page, f filters, j follows a link of the
;; card, n and p move by line, and the server's own keys work where it offers
;; them (a top-level screen's key, such as s for the settings, in every
;; buffer); C-h m lists them all.
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

(defcustom spacex-mode-line-width 40
  "Columns the server's status line may take in the mode line (20 to 1000)."
  :type 'integer)

(defcustom spacex-width nil
  "Columns a view's lines may take; nil for its window's, less the last.
Emacs keeps a window's last column for the truncation glyph."
  :type '(choice (const :tag "The window's" nil) integer))

(defface spacex-title '((t :inherit font-lock-function-name-face :weight bold))
  "The title line of a spacex buffer.")
(defface spacex-header '((t :inherit font-lock-keyword-face))
  "A table's header and a card's title (the server's face `heading').")
(defface spacex-success '((t :inherit success))
  "A row whose outcome is a success (`success').")
(defface spacex-failed '((t :inherit error))
  "A row whose outcome is a failure (`failure').")
(defface spacex-warning '((t :inherit warning))
  "A row past its date with no result recorded (`warning').")
(defface spacex-error '((t :inherit error))
  "What failed (`error').")
(defface spacex-dim '((t :inherit shadow))
  "What is said about the data rather than the data: filters, key hints (`dim').")
(defface spacex-stale '((t :inherit warning))
  "Data that could not be refreshed (`stale').")
(defface spacex-key '((t :inherit help-key-binding))
  "A key named in a screen's text (`key').")
(defface spacex-link '((t :inherit link))
  "A link (`link').")
(defface spacex-selected '((t :inherit highlight))
  "What is selected (`selected').")

(defconst spacex--faces
  '(("heading" . spacex-header) ("success" . spacex-success) ("failure" . spacex-failed)
    ("warning" . spacex-warning) ("error" . spacex-error) ("dim" . spacex-dim) ("stale" . spacex-stale)
    ("key" . spacex-key) ("link" . spacex-link) ("selected" . spacex-selected))
  "The face of each of the server's span faces (its documented, closed set).")

(defvar spacex--connection nil "The jsonrpc connection to spacex-rpc, while it runs.")
(defvar spacex--screens nil "The server's screen descriptions (`x-screens'), by name.")
(defvar spacex--names nil "The screen names, sorted.")
(defvar spacex--session-language nil "The language of the server's last state.")
(defvar spacex--pending 0 "Requests sent and not yet answered.")
(defvar spacex--client-words nil
  "What the server gives this client to say around its lines (`words'), a plist.")
(defvar spacex--home nil "The screen to start on, as the server names it.")
(defvar spacex--status-line nil
  "How the server answers a status line, a plist (:method :everySeconds).
Nil when it does not.")

(defconst spacex--said
  '((not-found . "spacex-rpc not found: install it with Apps/install (it goes to ~/.local/bin), or set `spacex-server-program'")
    (too-old . "spacex-rpc is too old: it does not draw lines for editors; install a newer one with Apps/install")
    (stopped . "spacex-rpc stopped")
    (restarted . "spacex-rpc had stopped; restarted it and reopened this screen"))
  "The only words spacex.el says itself.
They are about the server, when none runs to give them: in English,
here and nowhere else.")

(defvar-local spacex--view nil
  "This buffer's view, a plist.
Its :id on the server, :screen, :params, :crumbs (where it was opened
from: (SCREEN . TITLE) pairs), :state, :lines and :filters (the server's
last drawing), and :keys (the server's).")

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

(defun spacex--word (name)
  "The server's word NAME (\"nothingToOpen\") for this client to say."
  (or (spacex--get spacex--client-words name) name))

(defun spacex--say (what)
  "Say WHAT, one of `spacex--said'."
  (message "spacex: %s" (alist-get what spacex--said)))

;;;; The connection

(defun spacex--connect ()
  "The connection, started (again) when needed.
Only the handshake and the screen descriptions are waited for."
  (unless (and spacex--connection (jsonrpc-running-p spacex--connection))
    (unless (executable-find spacex-server-program)
      (user-error "spacex: %s" (alist-get 'not-found spacex--said)))
    (let* ((stderr (get-buffer-create " *spacex-rpc stderr*"))
           (process (make-process
                     :name "spacex-rpc" :command (cons spacex-server-program spacex-server-arguments)
                     :connection-type 'pipe :coding 'utf-8-emacs-unix :noquery t :stderr stderr)))
      (setq spacex--connection
            (make-instance 'jsonrpc-process-connection
                           :name "spacex" :process process
                           :notification-dispatcher #'spacex--notification
                           :request-dispatcher #'ignore
                           :on-shutdown #'spacex--stopped))
      (setq spacex--session-language nil spacex--pending 0)
      ;; Lines drawn by the server, spans counted in characters as Emacs counts.
      (let* ((answer (jsonrpc-request
                      spacex--connection :initialize
                      (append (list :locale (spacex--language)
                                    :capabilities (list :drawnLines (list :positionEncodings ["utf-32"])))
                              (when spacex-units (list :units spacex-units)))))
             (drawing (spacex--get (spacex--get answer "capabilities") "drawnLines")))
        (unless drawing
          (let ((connection spacex--connection))
            (setq spacex--connection nil)
            (ignore-errors (jsonrpc-shutdown connection t)))
          (user-error "spacex: %s" (alist-get 'too-old spacex--said)))
        (setq spacex--client-words (spacex--get drawing "words") spacex--home (spacex--get drawing "home")
              spacex--status-line (spacex--get (spacex--get answer "capabilities") "statusLine")))
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

(defun spacex--running ()
  "Return the live connection, or nil once the server stopped or is stopping.
An answer may arrive while `spacex-stop' waits for the server to exit;
what it would send then goes nowhere."
  (and spacex--connection (not (eq spacex--connection 'stopping))
       (jsonrpc-running-p spacex--connection)
       spacex--connection))

(defun spacex--stopped (_connection)
  "Say that the server stopped, unless it was asked to."
  (unless (memq spacex--connection '(stopping nil))
    (spacex--say 'stopped)))

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
        (id (spacex--get params "viewId")))
    (when (stringp said) (message "spacex: %s" said))
    (when (and id (spacex--get params "state"))
      (dolist (buffer (spacex--buffers))
        (with-current-buffer buffer
          (when (equal (plist-get spacex--view :id) id) (spacex--show params)))))))

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

;;;; The mode line

(defvar spacex--mode-line-text ""
  "The status line, as the server last answered it.")
(defvar spacex--mode-line-timer nil "The timer that asks the server for the line.")
(defvar spacex--mode-line-asked 0 "When the line was last asked for, by `float-time'.")
(defvar spacex--mode-line-asking nil "Non-nil while a question is unanswered.")
(defconst spacex--mode-line-construct '(:eval (spacex-mode-line))
  "What `spacex-mode-line-mode' adds to `global-mode-string'.")

(define-minor-mode spacex-mode-line-mode
  "Show the server's status line in the mode line.
It says what is due next, when, and how it stands:
\"Starlink…17-39 T−00:12:31 go\".  The line is the server's: while a
session with spacex-rpc is open, it is asked about once a second (the
server reads its cache alone, so that costs no request), never by a
process per redisplay.  While no session is open the line is empty,
and the mode starts none."
  :global t :group 'spacex
  (if spacex-mode-line-mode
      (progn
        (add-to-list 'global-mode-string spacex--mode-line-construct t)
        (unless spacex--mode-line-timer
          (setq spacex--mode-line-timer (run-with-timer 0 1 #'spacex--mode-line-ask))))
    (setq global-mode-string (delete spacex--mode-line-construct global-mode-string))
    (when spacex--mode-line-timer (cancel-timer spacex--mode-line-timer))
    (setq spacex--mode-line-timer nil spacex--mode-line-text "")))

(defun spacex-mode-line ()
  "The status line for the mode line; empty while there is none."
  (if (string-empty-p spacex--mode-line-text) "" (concat " " spacex--mode-line-text)))

(defun spacex--mode-line-show (text)
  "Show TEXT as the line, redrawing the mode lines when it changed."
  (unless (equal text spacex--mode-line-text)
    (setq spacex--mode-line-text text)
    (force-mode-line-update t)))

(defun spacex--mode-line-ask ()
  "Ask the running server for the line, at most one question at a time."
  (let ((method (spacex--get spacex--status-line "method"))
        (every (or (spacex--get spacex--status-line "everySeconds") 1)))
    (cond
     ((not (and method (spacex--running)))
      (spacex--mode-line-show ""))
     ((and (not spacex--mode-line-asking) (>= (- (float-time) spacex--mode-line-asked) (- every 0.05)))
      (setq spacex--mode-line-asking t spacex--mode-line-asked (float-time))
      (let ((done (lambda (text) (setq spacex--mode-line-asking nil) (spacex--mode-line-show text))))
        (jsonrpc-async-request
         spacex--connection (spacex--key method)
         (list :width (max 20 (min 1000 spacex-mode-line-width)))
         :success-fn (lambda (result)
                       (let ((text (spacex--get result "text")))
                         (funcall done (if (stringp text) text ""))))
         :error-fn (lambda (_error) (funcall done ""))
         :timeout-fn (lambda () (funcall done ""))))))))

;;;; Drawing a view

(defun spacex--max-width ()
  "The columns this buffer is drawn in: its window's, less the last."
  (max 20 (or spacex-width
              (let ((window (get-buffer-window (current-buffer))))
                (and window (1- (window-body-width window))))
              79)))

(defun spacex--breadcrumb ()
  "Where this view is: SpaceX, then each screen on the way here.
Each step named as it was opened (a row's or link's title, from the
server), else by its screen's title, in the language now in force."
  (mapconcat (lambda (crumb) (or (cdr crumb) (spacex--title (car crumb))))
             (plist-get spacex--view :crumbs) " › "))

(defun spacex--hint-line ()
  "The keys that work here: the client's keys, the server's words.
Where to find all of them comes first: a narrow window cuts the rest."
  (let ((layout (spacex--get (gethash (plist-get spacex--view :screen) spacex--screens) "layout")))
    (string-join (append (list (concat "C-h m " (spacex--word "keys")) (concat "RET " (spacex--word "open")))
                         (when (spacex--get (spacex--get layout "list") "pages")
                           (list (concat "] " (spacex--word "nextPage"))))
                         (when (spacex--query-fields (plist-get spacex--view :screen))
                           (list (concat "f " (spacex--word "filter")))))
                 " · ")))

(defun spacex--draw ()
  "Draw this buffer from its view's lines, under the client's own header.
Point stays on the same item (by its id), else on the same line."
  (let* ((inhibit-read-only t)
         (here (get-text-property (point) 'spacex-target))
         (keep (and here (plist-get here :id)))
         (line (line-number-at-pos))
         (filters (plist-get spacex--view :filters)))
    (erase-buffer)
    (insert (propertize (spacex--breadcrumb) 'face 'spacex-title) "\n")
    (when filters (insert (propertize filters 'face 'spacex-dim) "\n"))
    (insert (propertize (spacex--hint-line) 'face 'spacex-dim) "\n\n")
    (dolist (drawn (or (plist-get spacex--view :lines) (list (list :text (spacex--word "loading")))))
      (let ((start (point)) (target (spacex--get drawn "target")))
        (insert (or (spacex--get drawn "text") ""))
        (dolist (span (spacex--list (spacex--get drawn "spans")))
          (let ((face (alist-get (spacex--get span "face") spacex--faces nil nil #'equal)))
            (when face
              (add-face-text-property (min (point) (+ start (or (spacex--get span "from") 0)))
                                      (min (point) (+ start (or (spacex--get span "to") 0)))
                                      face))))
        (when target
          (put-text-property start (point) 'spacex-target
                             (list :id (spacex--get drawn "id") :screen (spacex--get target "screen")
                                   :params (spacex--get target "params") :title (spacex--get target "title")
                                   :url (spacex--get target "url") :edit (spacex--get target "edit"))))
        (insert "\n")))
    (goto-char (point-min))
    (let ((found (and keep
                      (text-property-search-forward
                       'spacex-target keep
                       (lambda (id target) (equal id (plist-get target :id)))))))
      (if found
          (goto-char (prop-match-beginning found))
        (forward-line (1- line))))
    (setq spacex--view (plist-put spacex--view :width (spacex--max-width)))))

(defun spacex--show (answer)
  "Show ANSWER, the server's drawing of this buffer's view; a failure is said once."
  (let ((state (spacex--get answer "state")))
    (setq spacex--view (plist-put spacex--view :state state))
    (setq spacex--view (plist-put spacex--view :lines (or (spacex--list (spacex--get answer "lines"))
                                                          (plist-get spacex--view :lines))))
    (setq spacex--view (plist-put spacex--view :filters (spacex--get answer "filters")))
    (setq spacex--client-words (or (spacex--get answer "words") spacex--client-words))
    (setq spacex--session-language (or (spacex--get state "language") spacex--session-language))
    (spacex--draw)
    (when (equal (spacex--get state "status") "failed")
      (message "spacex: %s" (or (spacex--get state "message") "")))))

(defun spacex--resize (frame)
  "Lay out again each view in FRAME whose window's width changed."
  (dolist (window (window-list frame 'no-minibuf))
    (with-current-buffer (window-buffer window)
      (let ((id (plist-get spacex--view :id)) (buffer (current-buffer)))
        (when (and id (not (equal (plist-get spacex--view :width) (spacex--max-width)))
                   (spacex--running))
          (setq spacex--view (plist-put spacex--view :width (spacex--max-width)))
          (spacex--request :view.resize (list :viewId id :width (spacex--max-width))
                           (lambda (answer)
                             (when (buffer-live-p buffer)
                               (with-current-buffer buffer
                                 (setq spacex--view (plist-put spacex--view :lines
                                                               (spacex--list (spacex--get answer "lines"))))
                                 (spacex--draw))))))))))

;;;; Buffers and keys

(defvar spacex-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'spacex-open-at-point)
    (define-key map (kbd "q") #'spacex-quit)
    (define-key map (kbd "g") #'spacex-reload)
    (define-key map (kbd "]") #'spacex-next-page)
    (define-key map (kbd "n") #'next-line)
    (define-key map (kbd "p") #'previous-line)
    (define-key map (kbd "f") #'spacex-filter)
    (define-key map (kbd "j") #'spacex-follow-link)
    (define-key map (kbd "w") #'spacex-browse-url-at-point)
    map)
  "Keys of every spacex buffer.
The server's own keys join them where it offers them.")

(define-derived-mode spacex-mode special-mode "SpaceX"
  "A screen of spacex-rpc: a card, a list, or both.
Drawn as the server lays it out, under a header of the buffer's own: where
it is, the filters in force and the keys that work.

\\<spacex-mode-map>\\[spacex-open-at-point] opens what the line at point leads to (a row's screen,
a card's link, a setting's choices, a URL); \\[spacex-quit] goes back; \\[spacex-reload] reloads;
\\[spacex-next-page] loads the next page; \\[spacex-filter] sets query fields; \\[spacex-follow-link]
follows a link of the card; \\[spacex-browse-url-at-point] opens the URL at point; \\[next-line] and
\\[previous-line] move by line.  The server's own keys for the screen and for the rows it
lists work too, and a top-level screen's own key opens it from any
spacex buffer.

\\{spacex-mode-map}"
  (setq truncate-lines t)
  (setq-local revert-buffer-function (lambda (&rest _) (spacex-reload)))
  (add-hook 'window-size-change-functions #'spacex--resize))

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
  (spacex--close-view (plist-get spacex--view :id)))

(defun spacex--close-view (id)
  "Closes the server's view ID (if any): a request, whose answer is not awaited.
Nothing to close once the server stops or is stopping: its views go with it."
  (when-let ((connection (and id (spacex--running))))
    (jsonrpc-async-request connection :view.close (list :viewId id)
                           :success-fn #'ignore :error-fn #'ignore :timeout-fn #'ignore)))

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
    (spacex--bind-home-keys map)
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
        (message "spacex: %s %s" key (spacex--word "doesNothingHere"))
      (spacex--request (intern (spacex--get declared "method")) (or params (make-hash-table))
                       (lambda (answer)
                         (when (spacex--get answer "message") (message "spacex: %s" (spacex--get answer "message"))))))))

(defun spacex--title (screen)
  "SCREEN's title on the home screen, in the session's language."
  (let ((home (spacex--get (gethash screen spacex--screens) "home")))
    (if home (spacex--phrase (spacex--get home "title")) (capitalize screen))))

(defun spacex--open-view (screen params crumbs &optional title)
  "Opens SCREEN with PARAMS in a new buffer, under CRUMBS.
CRUMBS are where it was opened from; TITLE names it (what opened it
says: a row's name), else its screen does.  It says \"Loading…\" until
the server answers."
  (spacex--connect)
  (if (not (gethash screen spacex--screens))
      ;; A screen the server does not describe is its error to word: no buffer for it.
      (spacex--request :view.open (list :screen screen)
                       (lambda (answer) (spacex--close-view (spacex--get answer "viewId"))))
    (let* ((title (or title (and (plist-get params :ref) (not (plist-get params :id)) (plist-get params :ref))))
           (buffer (spacex--new-buffer (or title (spacex--title screen)))))
      (with-current-buffer buffer
        (setq spacex--view (list :screen screen :params params
                                 ;; The first screen is the breadcrumb's SpaceX itself.
                                 :crumbs (append (or crumbs (list (cons nil "SpaceX")))
                                                 (unless (equal screen spacex--home) (list (cons screen title))))))
        (spacex--bind-server-keys screen)
        (spacex--draw)
        (spacex--open-request buffer))
      buffer)))

(defun spacex--open-request (buffer)
  "Asks the server to open BUFFER's view; its answer is drawn when it comes."
  (with-current-buffer buffer
    (spacex--request :view.open (append (list :screen (plist-get spacex--view :screen) :width (spacex--max-width))
                                        (when (plist-get spacex--view :params)
                                          (list :params (plist-get spacex--view :params))))
                     (lambda (answer)
                       (if (not (buffer-live-p buffer))
                           ;; Closed before it loaded: release what the server opened.
                           (spacex--close-view (spacex--get answer "viewId"))
                         (with-current-buffer buffer
                           (setq spacex--view (plist-put spacex--view :id (spacex--get answer "viewId")))
                           (spacex--show answer)))))))

(defun spacex--send (input)
  "Sends INPUT to this buffer's view; the answer is drawn when it comes.
A view whose server stopped is opened again on a new one, and said so."
  (let ((buffer (current-buffer)))
    (spacex--connect)
    (let ((id (plist-get spacex--view :id)))
      (cond ((and (not id) (plist-get spacex--view :lines))
             (spacex--say 'restarted)
             (spacex--open-request buffer))
            ((not id) (message "spacex: %s" (spacex--word "stillLoading")))
            (t (spacex--request :view.send (list :viewId id :input input :width (spacex--max-width))
                                (lambda (answer)
                                  (when (buffer-live-p buffer)
                                    (with-current-buffer buffer (spacex--show answer))))))))))

;;;; Commands

;;;###autoload
(defun spacex ()
  "Show the first screen, the server's: every top-level screen."
  (interactive)
  (spacex--connect)
  (let ((shown (cl-find spacex--home (spacex--buffers) :test #'equal
                        :key (lambda (buffer) (plist-get (buffer-local-value 'spacex--view buffer) :screen)))))
    (if shown (switch-to-buffer shown) (spacex--open-view spacex--home nil nil))))

(defun spacex--bind-home-keys (map)
  "Binds in MAP each top-level screen's own key (`s'), as in `spacex browse'."
  (dolist (name spacex--names)
    (let ((key (spacex--get (spacex--get (gethash name spacex--screens) "home") "key")))
      (when key (define-key map (kbd key) (lambda () (interactive) (spacex--open-view name nil nil)))))))

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
  "Complete INPUT for `spacex-open', as the server does (`view.complete').
A screen, then its query fields (\"FIELD=\") and the references it opens.
PREDICATE and ACTION are those of `completing-read's tables."
  (let ((prefix (substring input 0 (1+ (or (cl-position ?\s input :from-end t) -1))))
        (answer (jsonrpc-request (spacex--connect) :view.complete (list :line input))))
    (complete-with-action action (mapcar (lambda (word) (concat prefix word))
                                         (spacex--list (spacex--get answer "candidates")))
                          input predicate)))

(defvar spacex--open-map
  (let ((map (make-sparse-keymap)))
    (set-keymap-parent map minibuffer-local-completion-map)
    (define-key map (kbd "SPC") #'self-insert-command)
    map)
  "The minibuffer's keys for `spacex-open'.
SPC types a space (a reference may have several words); TAB completes.")

;;;###autoload
(defun spacex-open (line)
  "Opens the screen LINE names.
LINE is \"SCREEN\", \"SCREEN FIELD=VALUE ...\" or \"SCREEN REF\"; a
reference may have spaces (a name of several words)."
  (interactive
   (let ((minibuffer-local-completion-map spacex--open-map))
     (list (completing-read "spacex: " #'spacex--complete))))
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
  "Open what the line at point leads to: the server's target for it.
A screen (a row's, a card field's link, a card entry's own), a
field's choices, or a URL."
  (interactive)
  (let ((target (get-text-property (point) 'spacex-target)))
    (cond ((plist-get target :screen)
           (spacex--open-view (plist-get target :screen) (plist-get target :params)
                              (plist-get spacex--view :crumbs) (plist-get target :title)))
          ((plist-get target :edit) (spacex--edit target))
          ((plist-get target :url) (browse-url (plist-get target :url)))
          (t (message "spacex: %s" (spacex--word "nothingToOpen"))))))

(defun spacex--edit (target)
  "Set TARGET's field to a choice among the values the server gives.
Where the field says what to type, the value is typed and the
choices only offered."
  (let* ((edit (plist-get target :edit))
         (typed (spacex--get edit "typed"))
         (choice (completing-read (if typed
                                      (format "%s (%s): " (plist-get target :title) typed)
                                    (format "%s: " (plist-get target :title)))
                                  (spacex--list (spacex--get edit "choices")) nil (not typed))))
    (unless (string-empty-p choice)
      (spacex--request (intern (spacex--get edit "method"))
                       (list (spacex--key (spacex--get edit "param")) choice) #'ignore))))

(defun spacex-browse-url-at-point ()
  "Opens the URL of the line at point with `browse-url'."
  (interactive)
  (let ((url (plist-get (get-text-property (point) 'spacex-target) :url)))
    (if url (browse-url url) (message "spacex: %s" (spacex--word "noLink")))))

(defun spacex-follow-link (title)
  "Follow the card's link called TITLE, one of those in the server's state."
  (interactive
   (let ((links (spacex--list (spacex--get (plist-get spacex--view :state) "links"))))
     (unless links (user-error "No links here"))
     (list (completing-read "Link: " (mapcar (lambda (link) (spacex--link-title link)) links) nil t))))
  (let ((link (cl-find title (spacex--list (spacex--get (plist-get spacex--view :state) "links"))
                       :key #'spacex--link-title :test #'equal)))
    (when link
      (spacex--open-view (spacex--get link "screen") (spacex--get link "params") (plist-get spacex--view :crumbs)
                         (spacex--get link "heading")))))

(defun spacex--link-title (link)
  "How LINK is offered: its title and what it opens."
  (let ((heading (spacex--get link "heading")))
    (concat (spacex--get link "title") (when heading (concat ": " heading)))))

(defun spacex-reload ()
  "Reloads this buffer's view from the server (a refresh of its data)."
  (interactive)
  (spacex--send (list :type "refresh")))

(defun spacex-next-page ()
  "Load the next page of this buffer's list."
  (interactive)
  (spacex--send (list :type "nextPage")))

(defun spacex-filter (text)
  "Set this view's query from TEXT, \"FIELD=VALUE ...\" (\"FIELD=\" clears one)."
  (interactive
   (let ((fields (spacex--query-fields (plist-get spacex--view :screen))))
     (unless fields (user-error "%s" (spacex--word "noFilter")))
     (list (read-string (format "%s (%s): " (spacex--word "filter")
                                (mapconcat (lambda (field) (concat field "=")) fields " "))))))
  (let ((query (spacex--fields (split-string text " " t))))
    (when query (spacex--send (list :type "setQuery" :query query)))))

(defun spacex-quit ()
  "Close this screen and return to the one it was opened from."
  (interactive)
  (quit-window t))

(provide 'spacex)

;;; spacex.el ends here
