-- Headless end-to-end test of spacex.nvim against a real server (the test host: spacex-rpc with
-- a made-up `gadgets` collection that only the test registers):
--   SPACEX_RPC=…/spacex-rpc-test-host SPACEX_OUT=dir nvim --headless -u NONE -i NONE \
--     --cmd 'set rtp^=Apps/spacex.nvim' -c 'luafile Apps/spacex.nvim/tests/run.lua'
-- Each step asserts on the buffer and writes its text to $SPACEX_OUT/<step>.txt for the golden
-- files; `reads.txt` lists every member the plugin read from the server. Exit status 0 or 1.

-- The bound of a wait for an event (an answer, a notification), from the Swift test that runs
-- this (its WallClockBounds.event): far beyond what an idle machine needs.
local EVENT_MS = (tonumber(vim.env.SPACEX_TEST_EVENT_SECONDS) or 60) * 1000
local out = assert(os.getenv("SPACEX_OUT"), "SPACEX_OUT")
local rpc_path = assert(os.getenv("SPACEX_RPC"), "SPACEX_RPC")
local extra = os.getenv("SPACEX_RPC_ARGS")
vim.o.columns = 80
vim.o.lines = 40

local failures = {}
local function check(condition, message)
  if not condition then failures[#failures + 1] = message end
end

local function text() return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n") end

-- Writes the buffer's text to <name>.txt and, for a view, what it shows to <name>.view.json
-- (its screen, params, language and width), so the Swift test can ask the server for the same
-- drawing.
local function capture(name)
  local file = assert(io.open(out .. "/" .. name .. ".txt", "w"))
  file:write(text(), "\n")
  file:close()
  local view = require("spacex.session").views[vim.api.nvim_get_current_buf()]
  if view then
    local shown = assert(io.open(out .. "/" .. name .. ".view.json", "w"))
    shown:write(vim.fn.json_encode({
      screen = view.screen, params = view.params or vim.empty_dict(), language = require("spacex.session").language(),
      width = view.drawn_width,
    }))
    shown:close()
  end
end

local function find_line(pattern)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if line:find(pattern) then return number end
  end
end

local function press(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), "x", false)
end

-- With -u NONE no plugin file is sourced: load ours as a plugin manager would.
vim.cmd("runtime plugin/spacex.lua")
local render = require("spacex.render")
render.tracking = true
local spacex = require("spacex")
local cmd = { rpc_path }
if extra and extra ~= "" then
  for word in extra:gmatch("%S+") do cmd[#cmd + 1] = word end
end
spacex.setup({ cmd = cmd, language = "en" })
local opened = {}
local open_url = spacex.open_url
spacex.open_url = function(url) opened[#opened + 1] = url end
local messages = {}
local notify = vim.notify
vim.notify = function(message) messages[#messages + 1] = message end

-- Requests are answered asynchronously: wait until every view has its answer.
local function settle(description)
  local ok = vim.wait(EVENT_MS, function() return spacex.idle() end, 10)
  check(ok, "timed out waiting: " .. description)
  vim.wait(20)
end

local ok, err = pcall(function()
  -- 1. The home screen: every top-level screen, the made-up one too.
  vim.cmd("SpaceX")
  settle("home")
  capture("01-home")
  check(text():find("Rockets") and text():find("Launches") and text():find("Gadgets"), "home lists the screens")
  -- `?` says the keys, on the home buffer too (it does not start a search).
  messages = {}
  press("?")
  check(#messages == 1 and messages[1]:find("q close"), "? on home says the keys")

  -- Completion: the server's screens by the typed prefix, then a screen's query fields.
  -- By the typed prefix: every name offered starts with it, and none that does is left out.
  local names = spacex.complete("la", "SpaceX la")
  local prefixed = vim.tbl_filter(function(name) return name:sub(1, 2) == "la" end, names)
  check(#names >= 4 and #prefixed == #names and vim.tbl_contains(names, "launches"),
    "completes la: " .. vim.inspect(names))
  check(not vim.tbl_contains(names, "rockets"), "the prefix is not ignored")
  check(vim.tbl_contains(spacex.complete("", "SpaceX "), "gadgets"), "completes a screen the plugin never heard of")
  check(vim.tbl_contains(spacex.complete("", "SpaceX "), "next"), "completes next")
  check(vim.tbl_contains(spacex.complete("st", "SpaceX launches st"), "status="), "completes query fields")
  check(vim.tbl_contains(spacex.complete("B106", "SpaceX booster B106"), "B1062"), "completes a booster's serial")

  -- 2. Falcon 9's launches: "Loading…" at once, the editor free, then the rows.
  vim.cmd("SpaceX launches rocket=falcon9")
  check(text():find("Loading…"), "a loading line while the answer is on its way")
  settle("launches")
  capture("02-falcon9-launches")
  check(text():find("Filters: rocket Falcon 9", 1, true), "the filter is shown, in the server's words")
  check(text():find("<CR> open · ]] next page", 1, true), "the key hints, the server's words for the plugin's keys")
  local list_buffer = vim.api.nvim_get_current_buf()
  local rows = #vim.api.nvim_buf_get_lines(0, 0, -1, false)

  -- 3. The next page, appended.
  press("]]")
  settle("next page")
  capture("03-next-page")
  check(#vim.api.nvim_buf_get_lines(0, 0, -1, false) > rows, "]] loads more rows")

  -- 4. Filter: the failed ones.
  spacex.filter(vim.api.nvim_get_current_buf(), "status=failed")
  settle("filter")
  capture("04-failed")
  check(text():find("CRS%-7") and not text():find("Crew%-5"), "only failed launches")

  -- 5. Open a launch: <CR> on its row opens it in a buffer of its own.
  vim.api.nvim_win_set_cursor(0, { find_line("CRS%-7"), 0 })
  press("<CR>")
  settle("launch")
  capture("05-launch")
  check(text():find("CRS%-7 — failure"), "the launch's card")
  local launch_buffer = vim.api.nvim_get_current_buf()
  check(launch_buffer ~= list_buffer, "the card has a buffer of its own")

  -- gx on a link line opens it with the system's opener.
  vim.api.nvim_win_set_cursor(0, { find_line("https://"), 0 })
  press("gx")
  check(#opened == 1 and opened[1]:find("^https://"), "gx opens the link")

  -- 6. Follow the card's link to its launchpad: <CR> on its line.
  vim.api.nvim_win_set_cursor(0, { find_line("^Launchpad "), 0 })
  press("<CR>")
  settle("launchpad")
  capture("06-launchpad")
  check(text():find("CCSFS SLC 40"), "the launchpad's card")

  -- 7. Another request changes the language: the open buffer re-renders on view.didChange.
  local buffer = vim.api.nvim_get_current_buf()
  local before = text()
  local _, answer = spacex.server():request_sync("settings.update", { language = "ru" })
  check(answer and answer.language == "ru", "settings.update answered")
  vim.wait(EVENT_MS, function()
    return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") ~= before
  end, 20)
  capture("07-launchpad-ru")
  check(text():find("Полное название") and text():find("Название"), "the buffer and its columns re-rendered in Russian")
  spacex.server():request_sync("settings.update", { language = "en" })
  settle("back to English")

  -- <C-o> walks back to the launch, then the list; <C-i> forward again; `b` goes back too.
  press("<C-o>")
  check(vim.api.nvim_get_current_buf() == launch_buffer, "<C-o> comes back to the launch")
  press("<C-o>")
  check(vim.api.nvim_get_current_buf() == list_buffer, "<C-o> again, to the list")
  press("<C-i>")
  check(vim.api.nvim_get_current_buf() == launch_buffer, "<C-i> forward to the launch")
  press("b")
  check(vim.api.nvim_get_current_buf() == list_buffer, "b goes back")

  -- `*` (a key the server says another feature adds) on a row makes it a favourite.
  vim.api.nvim_win_set_cursor(0, { find_line("CRS%-7"), 0 })
  press("*")
  settle("favourite")
  local _, favourites = spacex.server():request_sync("favourites.list", {})
  check(favourites and #favourites.items == 1 and favourites.items[1].name == "CRS-7", "* added the favourite")
  check(text():find("★ CRS%-7"), "the row is marked at once")

  -- 8. Every list and every chart on the home screen at 80 columns, as its golden: whichever the
  -- server has, so a feature's new screen is drawn here (and needs its golden) with no change to
  -- this file.
  local _, document = spacex.server():request_sync("rpc.discover", nil)
  local lists, has_list = {}, {}
  for _, screen in ipairs(document["x-screens"]) do
    local home, layout = screen.home, screen.layout
    if home and home ~= vim.NIL and layout and layout ~= vim.NIL and (layout.list or layout.charts) then
      lists[#lists + 1] = screen.name
      has_list[screen.name] = layout.list ~= nil
    end
  end
  table.sort(lists)
  check(#lists >= 6, "the server's lists and charts: " .. table.concat(lists, ", "))
  for _, screen in ipairs(lists) do
    vim.cmd("SpaceX " .. screen)
    settle(screen)
    capture("08-" .. screen)
    check(#vim.api.nvim_buf_get_lines(0, 0, -1, false) > 3, screen .. " is drawn")
    -- Its first row opens what the server says it opens.
    local screen_buffer = vim.api.nvim_get_current_buf()
    local first = nil
    for number in pairs(require("spacex.session").views[screen_buffer].targets or {}) do
      first = math.min(first or number, number)
    end
    if first and has_list[screen] then
      vim.api.nvim_win_set_cursor(0, { first, 0 })
      press("<CR>")
      settle(screen .. "'s first row")
      check(vim.api.nvim_get_current_buf() ~= screen_buffer, screen .. "'s first row opens a screen")
      capture("08-" .. screen .. "-row")
      check(not text():find("%[error%]"), screen .. "'s first row opens without an error")
    end
  end
  vim.cmd("SpaceX gadgets")
  settle("gadgets")
  check(text():find("Gadget%s+Colour") and text():find("Flux capacitor%s+chrome"), "the made-up list's own columns")

  -- 9. The made-up screen's row opens its own card: the row target came from the server.
  vim.api.nvim_win_set_cursor(0, { find_line("Widget"), 0 })
  press("<CR>")
  settle("gadget")
  capture("09-gadget")
  check(text():find("Widget") and text():find("Colour%s+blue"), "the made-up card")

  -- A key of the rows' screen does nothing to the card above them: it says so instead.
  vim.cmd("SpaceX rocket falcon9")
  settle("rocket")
  messages = {}
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  press("*")
  check(messages[1] == "spacex: * does nothing on this line", "* on the card's title says it does not apply")
  -- <CR> where nothing leads says so, in the server's words.
  messages = {}
  press("<CR>")
  check(messages[1] == "spacex: nothing to open on this line", "<CR> on the title: " .. vim.inspect(messages))

  -- <CR> on a card's booster line opens the booster: the server's target for the line.
  vim.cmd("SpaceX launch CRS-7")
  settle("CRS-7 again")
  vim.api.nvim_win_set_cursor(0, { find_line("^  B1018 "), 0 })
  press("<CR>")
  settle("the booster")
  check(text():find("^SpaceX › CRS%-7 › B1018\n") and text():find("\nB1018 — "),
    "<CR> on the booster line opens its card, named as the server's target names it: " .. text():sub(1, 200))

  -- 10. Settings change in place: <CR> on a setting offers its choices.
  vim.cmd("SpaceX settings")
  settle("settings")
  local select = vim.ui.select
  vim.ui.select = function(choices, _, on_choice)
    check(vim.deep_equal(choices, { "m", "ft" }), "the length's choices: " .. vim.inspect(choices))
    on_choice("ft")
  end
  vim.api.nvim_win_set_cursor(0, { find_line("^Length"), 0 })
  press("<CR>")
  vim.ui.select = select
  vim.wait(EVENT_MS, function() return text():find("feet") ~= nil end, 20)
  capture("10-settings-ft")
  check(text():find("feet"), "the setting changed in place")
  spacex.server():request_sync("settings.update", { length = "m" })
  settle("metres again")
  -- The home place is typed, not chosen: <CR> asks for LAT,LON.
  local input = vim.ui.input
  vim.ui.input = function(options, on_confirm)
    check(options.prompt:find("LAT,LON", 1, true), "the home's prompt says what to type: " .. options.prompt)
    on_confirm("28.54,-81.38")
  end
  vim.api.nvim_win_set_cursor(0, { find_line("^Home"), 0 })
  press("<CR>")
  vim.ui.input = input
  vim.wait(EVENT_MS, function() return text():find("28.54° N", 1, true) ~= nil end, 20)
  check(text():find("28.54° N, 81.38° W", 1, true), "the home typed in place: " .. text())
  spacex.server():request_sync("settings.update", { home = "off" })
  settle("no home again")

  -- A screen with no filter says so; gx with no opener at all says the link instead of failing.
  messages = {}
  press("f")
  check(messages[1] and messages[1]:find("no filter"), "f where there is no filter says so")
  messages = {}
  local ui_open, path = vim.ui.open, vim.env.PATH
  vim.ui.open, vim.env.PATH = nil, ""
  open_url("https://example.com/x")
  vim.ui.open, vim.env.PATH = ui_open, path
  check(messages[1] and messages[1]:find("https://example.com/x", 1, true), "no opener: the link is said")

  -- 11. A list its filter empties says which filter did, in the server's words, not a bare status.
  vim.cmd("SpaceX boosters status=retired")
  settle("emptied")
  capture("11-emptied")
  check(text():find("none are left after the status filter %(retired%)"), "the emptied list names its filter")
  -- A narrower window: the server lays the view out again at its width (`view.resize`).
  vim.cmd("SpaceX launches")
  settle("launches to resize")
  local wide = text()
  vim.cmd("vsplit")
  vim.api.nvim_win_set_width(0, 50)
  -- WinResized (Neovim 0.9) comes by itself; on older ones the plugin follows VimResized.
  pcall(vim.cmd, "doautocmd VimResized")
  vim.wait(EVENT_MS, function() return text() ~= wide end, 20)
  local widest = 0
  for _, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    widest = math.max(widest, vim.fn.strdisplaywidth(line))
  end
  check(text() ~= wide and widest <= 49, "laid out again at 49 columns: " .. widest)
  vim.cmd("only")

  -- The same screens at 60, 80 and 120 columns, in both languages: each buffer, below the
  -- plugin's own lines, is the server's lines at its width (the Swift test asks for them again).
  for _, language in ipairs({ "ru", "en" }) do
    spacex.server():request_sync("settings.update", { language = language })
    settle(language)
    for _, width in ipairs({ 60, 80, 120 }) do
      vim.o.columns = width + 1
      for _, line in ipairs({ "launches", "launch CRS-7" }) do
        vim.cmd("SpaceX " .. line)
        settle(line)
        capture(("12-%s-w%d-%s"):format(language, width, line:match("^%S+")))
        local view = require("spacex.session").views[vim.api.nvim_get_current_buf()]
        check(view.drawn_width == width, "drawn at " .. width)
        spacex.close(vim.api.nvim_get_current_buf())
      end
    end
  end
  vim.o.columns = 80

  -- A server that died is started again by the next command, with a message.
  messages = {}
  vim.fn.jobstop(spacex.server().job)
  vim.wait(EVENT_MS, function() return not spacex.server_alive() end, 20)
  vim.cmd("SpaceX rockets")
  settle("rockets after restart")
  check(text():find("Falcon Heavy"), "the rockets, from the restarted server")
  check(table.concat(messages, "\n"):find("restarted"), "the restart was said")

  -- :checkhealth spacex finds the server and its screens; the server's stderr goes to the log,
  -- which says when each session started and how the killed one ended.
  vim.cmd("checkhealth spacex")
  local report = text()
  check(report:find("it answers, with %d+ screens") and not report:find("ERROR"), "checkhealth: " .. report)
  vim.cmd("bwipeout")
  local log = io.open(require("spacex.rpc").log_path())
  local logged = log and log:read("*a") or ""
  if log then log:close() end
  check(logged:find("started ") and logged:find("exited with status"), "the server's log: " .. logged)

  -- 12. Close everything; the server exits cleanly.
  local status = spacex.stop()
  check(status == 0, "the server exited with status " .. tostring(status))
  check(#spacex.buffers() == 0, "no buffer left")

  -- 13. Without the server: said plainly, with how to install it; no Lua error.
  messages = {}
  spacex.setup({ cmd = { "/nonexistent/spacex-rpc" }, language = "en" })
  local opened_home = pcall(vim.cmd, "SpaceX")
  check(opened_home and messages[1] and messages[1]:find("spacex-rpc not found: install it with Apps/install", 1, true),
    "a missing server is said: " .. vim.inspect(messages))
end)
vim.notify = notify
if not ok then failures[#failures + 1] = tostring(err) end

local reads = {}
for key in pairs(render.read) do reads[#reads + 1] = key end
table.sort(reads)
local file = assert(io.open(out .. "/reads.txt", "w"))
file:write(table.concat(reads, "\n"), "\n")
file:close()

if #failures > 0 then
  io.stderr:write(table.concat(failures, "\n") .. "\n")
  vim.cmd("cquit 1")
else
  vim.cmd("qall!")
end
