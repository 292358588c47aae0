;;; run.el --- Headless end-to-end test of spacex.el -*- lexical-binding: t; -*-

;;; Commentary:

;; Drives spacex.el against a real server (the test host: spacex-rpc with a made-up `gadgets'
;; collection only the tests register), as a person would, in Emacs' batch mode:
;;   SPACEX_RPC=…/spacex-rpc-test-host SPACEX_RPC_ARGS=--offline SPACEX_OUT=dir \
;;     SPACEX_LANG=en emacs --batch -L Apps/spacex.el -l Apps/spacex.el/tests/run.el
;; Each step checks its buffer and writes its text to $SPACEX_OUT/<step>.txt for the golden
;; files: the home screen, every screen on it and what its first row opens, going back with q,
;; reloading with g, and a setting changed on the settings card redrawing an open card.
;; Exit status 0, or 1 with the failures on stderr.

;;; Code:

(require 'spacex)
(require 'json)

(defvar run-failures nil "What went wrong, newest first.")
(defvar run-out (getenv "SPACEX_OUT"))

(defun run-check (condition message)
  "Records MESSAGE unless CONDITION holds."
  (unless condition (push message run-failures)))

(defun run-text ()
  "The current buffer's text."
  (buffer-substring-no-properties (point-min) (point-max)))

(defun run-capture (name)
  "Writes the current buffer's text to NAME.txt.
For a view, what it shows goes to NAME.view.json (its screen, params,
language and width), so the Swift test can ask the server for the same
drawing."
  (let ((buffer (current-buffer)) (view spacex--view))
    (with-temp-file (expand-file-name (concat name ".txt") run-out)
      (insert (with-current-buffer buffer (run-text))))
    (when view
      (with-temp-file (expand-file-name (concat name ".view.json") run-out)
        (insert (json-encode (list :screen (plist-get view :screen)
                                   :params (or (plist-get view :params) (make-hash-table))
                                   :language (spacex--language)
                                   :width (plist-get view :width))))))))

(defconst run-event-seconds
  (string-to-number (or (getenv "SPACEX_TEST_EVENT_SECONDS") "60"))
  "The bound of a wait for an event, from the Swift test that runs this.
Its WallClockBounds.event: far beyond what an idle machine needs.")

(defun run-settle (what)
  "Waits until every request has its answer; WHAT names the step."
  (let ((deadline (+ (float-time) run-event-seconds)))
    (while (and (not (spacex-idle-p)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (run-check (spacex-idle-p) (format "timed out waiting: %s" what))
    (accept-process-output nil 0.02)))

(defun run-first-row ()
  "Moves point to the first line that opens a screen; nil when there is none."
  (goto-char (point-min))
  (let ((found nil))
    (while (and (not found) (not (eobp)))
      (if (plist-get (get-text-property (point) 'spacex-target) :screen)
          (setq found t)
        (forward-line 1)))
    found))

(setq spacex-server-program (getenv "SPACEX_RPC")
      spacex-server-arguments (split-string (or (getenv "SPACEX_RPC_ARGS") "") " " t)
      spacex-language (or (getenv "SPACEX_LANG") "en")
      ;; An 80-column window: Emacs keeps its last column for the truncation glyph.
      spacex-width 79)
(defvar run-language spacex-language)
(defvar run-prefix (if (equal run-language "en") "" (concat run-language "-")))

(condition-case err
    (progn
      ;; 1. The home screen: every top-level screen, the made-up one too.
      (spacex)
      (run-settle "home")
      (run-capture (concat run-prefix "01-home"))
      (run-check (string-match-p (if (equal run-language "ru") "Штуки" "Gadgets") (run-text))
                 "home lists the screen only the test host has")
      ;; Completion at the minibuffer: the server's screens by prefix, then a screen's fields.
      (let ((screens (all-completions "la" #'spacex--complete))
            (fields (all-completions "launches st" #'spacex--complete)))
        (run-check (and (member "launches" screens) (cl-every (lambda (name) (string-prefix-p "la" name)) screens))
                   (format "completes screens by prefix: %S" screens))
        (run-check (member "gadgets" (all-completions "" #'spacex--complete)) "completes a screen it never heard of")
        (run-check (member "launches status=" fields) (format "completes a screen's fields: %S" fields))
        (run-check (member "booster B1062" (all-completions "booster B106" #'spacex--complete))
                   "completes a booster's serial"))
      ;; 2. Every screen on the home screen, and what its first row opens; q goes back each time.
      (let ((home (current-buffer)))
        (goto-char (point-min))
        (while (not (eobp))
          (let ((target (get-text-property (point) 'spacex-target)))
            (when target
              (let ((name (plist-get target :screen)))
                (save-excursion
                  (spacex-open-at-point)
                  (run-settle name)
                  (run-check (not (eq (current-buffer) home)) (format "%s opened a buffer" name))
                  (run-check (not (string-search (spacex--word "loading") (run-text))) (format "%s loaded" name))
                  (run-capture (concat run-prefix "02-" name))
                  (let ((list-buffer (current-buffer)))
                    (when (run-first-row)
                      (spacex-open-at-point)
                      (run-settle (concat name " row"))
                      (run-capture (concat run-prefix "02-" name "-row"))
                      (spacex-quit)
                      (run-check (eq (current-buffer) list-buffer) (format "q from %s's row goes back" name))))
                  (let ((id (plist-get spacex--view :id)))
                    (spacex-quit)
                    (run-check (eq (current-buffer) home) (format "q from %s goes home" name))
                    ;; q closed the view on the server too: it answers no more.
                    (run-settle (concat name " closed"))
                    (when id
                      (run-check (condition-case nil
                                     (progn (jsonrpc-request spacex--connection :view.send
                                                             (list :viewId id :input (list :type "refresh")))
                                            nil)
                                   (jsonrpc-error t))
                                 (format "q closed %s's view on the server" name))))))))
          (forward-line 1)))
      ;; The same screens at 60, 80 and 120 columns: below the package's own lines, each buffer
      ;; is the server's lines at its width (the Swift test asks for them again).
      (dolist (width '(60 80 120))
        (let ((spacex-width width))
          (dolist (line '("launches" "launch CRS-7"))
            (spacex-open line)
            (run-settle line)
            (run-check (equal (plist-get spacex--view :width) width) (format "%s drawn at %d" line width))
            (run-capture (format "%s05-w%d-%s" run-prefix width (car (split-string line))))
            (spacex-quit))))
      (when (equal run-language "en")
        ;; 3. g reloads a list in place: the same rows.
        (spacex-open "rockets")
        (run-settle "rockets")
        (let ((before (run-text)))
          (spacex-reload)
          (run-settle "reload")
          (run-check (equal before (run-text)) "g reloads the same rows"))
        ;; 4. A setting changed on the settings card redraws every open view (view.didChange):
        ;; the first choice-field's other value, sent as the card says.
        (run-first-row)
        (spacex-open-at-point)
        (run-settle "a card")
        (let ((card (current-buffer)) (before (run-text)))
          (spacex-open "settings")
          (run-settle "settings")
          (goto-char (point-min))
          (while (and (not (eobp)) (not (plist-get (get-text-property (point) 'spacex-target) :edit)))
            (forward-line 1))
          (let* ((edit (plist-get (get-text-property (point) 'spacex-target) :edit))
                 (choices (append (plist-get edit :choices) nil)))
            (run-check edit "the settings card has a field to change")
            (cl-letf (((symbol-function 'completing-read) (lambda (&rest _) (cadr choices))))
              (spacex-open-at-point))
            (run-settle "the change")
            (accept-process-output nil 0.3)
            (run-capture "03-settings-changed")
            (with-current-buffer card
              (run-check (not (equal before (run-text))) "the open card was redrawn")
              (run-capture "04-card-redrawn"))
            ;; Back as it was, for whoever runs next.
            (cl-letf (((symbol-function 'completing-read) (lambda (&rest _) (car choices))))
              (spacex-open-at-point))
            (run-settle "the change back"))
          ;; The home place is typed, not chosen: the prompt says what to type.
          (goto-char (point-min))
          (re-search-forward "^Home")
          (let (prompt-seen)
            (cl-letf (((symbol-function 'completing-read)
                       (lambda (prompt _choices _predicate require-match &rest _)
                         (setq prompt-seen (and (string-match-p "LAT,LON" prompt) (not require-match)))
                         "28.54,-81.38")))
              (spacex-open-at-point))
            (run-settle "the home")
            (accept-process-output nil 0.3)
            (run-check prompt-seen "the home's prompt says what to type, and takes any text")
            (run-check (string-match-p "28\\.54° N, 81\\.38° W" (run-text)) "the home typed in place")
            (spacex--request 'settings.update '(:home "off") #'ignore)
            (run-settle "no home again"))
          ;; 5. The keys special modes have: n and p move by line, ] is the next page, a
          ;; top-level screen's key works from any spacex buffer, SPC types a space in spacex-open.
          (spacex-open "launches")
          (run-settle "launches")
          (run-check (eq (key-binding (kbd "n")) #'next-line) "n moves to the next line")
          (run-check (eq (key-binding (kbd "p")) #'previous-line) "p moves to the previous line")
          (run-check (eq (key-binding (kbd "]")) #'spacex-next-page) "] loads the next page")
          (run-check (functionp (key-binding (kbd "s"))) "s (the settings) from a list's buffer")
          (run-check (eq (lookup-key spacex--open-map (kbd "SPC")) #'self-insert-command)
                     "SPC types a space in spacex-open")
          ;; A reference of several words opens its screen.
          (spacex-open "launch Starlink 4-36 (v1.5)")
          (run-settle "a launch by a name with spaces")
          (run-check (string-match-p "^Starlink 4-36 (v1.5) — " (run-text)) "the launch named with spaces")
          ;; RET on a line that leads nowhere says so in the server's words.
          (goto-char (point-min))
          (let ((said nil))
            (cl-letf (((symbol-function 'message)
                       (lambda (format &rest arguments) (setq said (apply #'format format arguments)))))
              (spacex-open-at-point))
            (run-check (equal said "spacex: nothing to open on this line") (format "RET on the title: %S" said)))
          ;; 6. After the server dies, g starts a new one and opens the view again on it.
          (let ((process (jsonrpc--process spacex--connection)) (buffer (current-buffer)) (before (run-text)))
            (delete-process process)
            (accept-process-output nil 0.1)
            (spacex-reload)
            (run-settle "reopened")
            (run-check (plist-get spacex--view :id) "the view has an id on the new server")
            (run-check (equal before (with-current-buffer buffer (run-text))) "the view reads as before"))
          ;; An answer that arrives while `spacex-stop' waits for the server to exit (a view
          ;; whose buffer was killed asks to close it) sends nothing and raises nothing.
          (let ((spacex--connection 'stopping))
            (run-check (null (condition-case failure (progn (spacex--close-view "v1") nil)
                               (error failure)))
                       "closing a view while the server stops"))
          ;; 7. Without the server: said plainly, not a raw error.
          (spacex-stop)
          (let ((spacex-server-program "/nonexistent/spacex-rpc"))
            (run-check (string-match-p "spacex-rpc not found: install it with Apps/install"
                                       (condition-case failure (progn (spacex) "opened")
                                         (user-error (error-message-string failure))))
                       "a missing server is said"))
          ;; A server too old to draw lines (its handshake answer has no drawnLines): refused.
          (let* ((body (concat "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"serverInfo\":"
                               "{\"name\":\"spacex-rpc\",\"version\":\"0.1\"},\"capabilities\":{\"methods\":[]}}}"))
                 (spacex-server-program "sh")
                 (spacex-server-arguments
                  (list "-c" (format "printf 'Content-Length: %d\\r\\n\\r\\n%s'; exec cat >/dev/null"
                                     (length body) body))))
            (run-check (string-match-p "spacex-rpc is too old"
                                       (condition-case failure (progn (spacex) "opened")
                                         (user-error (error-message-string failure))))
                       "an old server is said")
            (run-check (null spacex--connection) "the old server is not kept")))))
  (error (run-check nil (format "error: %S" err))))

(spacex-stop)
(if (null run-failures)
    (kill-emacs 0)
  (dolist (failure (reverse run-failures)) (message "FAIL: %s" failure))
  (kill-emacs 1))

;;; run.el ends here
