;;; statusline.el --- spacex.el's mode line -*- lexical-binding: t; -*-

;;; Commentary:

;; Batch test of `spacex-mode-line-mode': empty, and starting nothing, until a session is open;
;; then the server's line, asked once a second; empty again once the session ends:
;;   SPACEX_RPC=…/spacex-rpc SPACEX_OUT=dir SPACEX_SCREEN=screen \
;;     emacs --batch -L Apps/spacex.el -l Apps/spacex.el/tests/statusline.el
;; Writes before.txt (the line and whether a server ran, before any session), line.txt (what
;; the mode line shows at 40 columns once a session is open) and after.txt (once it ended).

;;; Code:

(require 'spacex)

(defun statusline-write (name text)
  "Writes TEXT to NAME in $SPACEX_OUT."
  (with-temp-file (expand-file-name name (getenv "SPACEX_OUT")) (insert text "\n")))

(defun statusline-wait (done)
  "Wait until DONE return non-nil, at most the test's bound of an event."
  (let ((deadline (+ (float-time) (string-to-number (or (getenv "SPACEX_TEST_EVENT_SECONDS") "60")))))
    (while (and (< (float-time) deadline) (not (funcall done)))
      (accept-process-output nil 0.05))))

(setq spacex-server-program (getenv "SPACEX_RPC") spacex-language "en" spacex-mode-line-width 40)
(condition-case failure
    (progn
      (spacex-mode-line-mode 1)
      ;; A second and a half of the mode's timer, with no session: it must start none.
      (dotimes (_ 30) (accept-process-output nil 0.05))
      (statusline-write "before.txt" (format "%S %s" (spacex-mode-line) (if spacex--connection "t" "nil")))
      (spacex-open (getenv "SPACEX_SCREEN"))
      (statusline-wait (lambda () (not (string-empty-p (spacex-mode-line)))))
      ;; What the mode line shows (`format-mode-line' draws nothing in batch): the mode's
      ;; construct, evaluated.
      (statusline-write "line.txt" (if (member spacex--mode-line-construct global-mode-string)
                                       (string-trim (eval (cadr spacex--mode-line-construct) t))
                                     "not in global-mode-string"))
      ;; The session ends with the mode's timer running, then one look of it.
      (spacex-stop)
      (spacex--mode-line-ask)
      (statusline-write "after.txt" (format "%S" (spacex-mode-line)))
      (spacex-mode-line-mode -1)
      (kill-emacs 0))
  (error (statusline-write "error.txt" (format "%S" failure))
         (kill-emacs 1)))

;;; statusline.el ends here
