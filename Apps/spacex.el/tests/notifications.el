;;; notifications.el --- What a refreshing server tells spacex.el -*- lexical-binding: t; -*-

;;; Commentary:

;; Batch test of what a refreshing server tells spacex.el on its own: a notification that
;; carries a sentence is shown, and an open view follows its `view.didChange':
;;   SPACEX_RPC=…/spacex-rpc SPACEX_OUT=dir SPACEX_EXPECT=text SPACEX_SCREEN="SCREEN id=…" \
;;     emacs --batch -L Apps/spacex.el -l Apps/spacex.el/tests/notifications.el
;; Writes what was shown to $SPACEX_OUT/messages.txt and the open view to $SPACEX_OUT/view.txt.

;;; Code:

(require 'spacex)

(defvar notifications-shown nil "What spacex.el said, newest first.")
(advice-add 'message :before
            (lambda (format &rest arguments)
              (when format (push (apply #'format-message format arguments) notifications-shown))))

(defun notifications-write (name text)
  "Writes TEXT to NAME in $SPACEX_OUT."
  (with-temp-file (expand-file-name name (getenv "SPACEX_OUT")) (insert text "\n")))

(setq spacex-server-program (getenv "SPACEX_RPC") spacex-language "en" spacex-width 119)
(let ((expect (getenv "SPACEX_EXPECT")) (view nil)
      ;; The bound of a wait for an event, from the Swift test that runs this.
      (deadline (+ (float-time) (string-to-number (or (getenv "SPACEX_TEST_EVENT_SECONDS") "60")))))
  (setq view (spacex-open (getenv "SPACEX_SCREEN")))
  (while (and (< (float-time) deadline)
              (not (cl-some (lambda (said) (string-search expect said)) notifications-shown)))
    (accept-process-output nil 0.05))
  ;; The view's own change comes after the news; give it its moment.
  (dotimes (_ 40) (accept-process-output nil 0.05))
  (notifications-write "messages.txt" (string-join (reverse notifications-shown) "\n"))
  (notifications-write "view.txt" (with-current-buffer view (buffer-substring-no-properties (point-min) (point-max))))
  (spacex-stop)
  (kill-emacs 0))

;;; notifications.el ends here
