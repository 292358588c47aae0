-- Headless end-to-end test of spacex.nvim against a real spacex-rpc:
--   SPACEX_RPC=…/spacex-rpc SPACEX_OUT=dir nvim --headless -u NONE -i NONE \
--     --cmd 'set rtp^=Apps/spacex.nvim' -c 'luafile Apps/spacex.nvim/tests/run.lua'
-- Each step asserts on the buffer and writes its text to $SPACEX_OUT/<step>.txt for the golden
-- files; `reads.txt` lists every member the plugin read from the server. Exit status 0 or 1.
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

local function capture(name)
  local file = assert(io.open(out .. "/" .. name .. ".txt", "w"))
  file:write(text(), "\n")
  file:close()
end

local function find_line(pattern)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if line:find(pattern) then return number end
  end
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
vim.ui = vim.ui or {}
spacex.open_url = function(url) opened[#opened + 1] = url end

local ok, err = pcall(function()
  -- 1. The home screen: every top-level screen.
  vim.cmd("SpaceX")
  capture("01-home")
  check(text():find("Rockets") and text():find("Launches") and text():find("Settings"), "home lists the screens")

  -- 2. Falcon 9's launches.
  vim.cmd("SpaceX launches rocket=falcon9")
  capture("02-falcon9-launches")
  check(text():find("Filters: rocket=falcon9"), "the filter is shown")
  local rows = #vim.api.nvim_buf_get_lines(0, 0, -1, false)

  -- 3. The next page, appended.
  vim.api.nvim_feedkeys("]]", "x", false)
  capture("03-next-page")
  check(#vim.api.nvim_buf_get_lines(0, 0, -1, false) > rows, "]] loads more rows")

  -- 4. Filter: the failed ones.
  spacex.filter(vim.api.nvim_get_current_buf(), "status=failed")
  capture("04-failed")
  check(text():find("CRS%-7") and not text():find("Crew%-5"), "only failed launches")

  -- 5. Open a launch: <CR> on its row.
  vim.api.nvim_win_set_cursor(0, { find_line("CRS%-7"), 0 })
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("<CR>", true, false, true), "x", false)
  capture("05-launch")
  check(text():find("CRS%-7 — failure"), "the launch's card")

  -- gx on a link line opens it with the system's opener.
  vim.api.nvim_win_set_cursor(0, { find_line("https://"), 0 })
  vim.api.nvim_feedkeys("gx", "x", false)
  check(#opened == 1 and opened[1]:find("^https://"), "gx opens the link")

  -- 6. Follow the card's link to its launchpad.
  vim.api.nvim_win_set_cursor(0, { find_line("^Launchpad "), 0 })
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("<CR>", true, false, true), "x", false)
  capture("06-launchpad")
  check(text():find("CCSFS SLC 40"), "the launchpad's card")

  -- 7. Another request changes the language: the open buffer re-renders on view.didChange.
  local buffer = vim.api.nvim_get_current_buf()
  local before = text()
  local _, answer = spacex.server():request_sync("settings.update", { language = "ru" })
  check(answer and answer.language == "ru", "settings.update answered")
  vim.wait(5000, function() return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") ~= before end, 20)
  capture("07-launchpad-ru")
  check(text():find("Полное название"), "the buffer re-rendered in Russian")
  spacex.server():request_sync("settings.update", { language = "en" })

  -- `*` on a launch's card makes it a favourite; the favourites view lists it.
  vim.cmd("SpaceX launch CRS-7")
  vim.api.nvim_feedkeys("*", "x", false)
  local _, favourites = spacex.server():request_sync("favourites.list", {})
  check(favourites and #favourites.items == 1 and favourites.items[1].name == "CRS-7", "* added the favourite")
  vim.cmd("SpaceX favourites")
  check(text():find("★ CRS%-7"), "the favourites view marks it")

  -- A server that died is started again by the next command, with a message.
  local messages = {}
  local notify = vim.notify
  vim.notify = function(message) messages[#messages + 1] = message end
  vim.fn.jobstop(spacex.server().job)
  vim.wait(2000, function() return not spacex.server_alive() end, 20)
  vim.cmd("SpaceX rockets")
  vim.notify = notify
  check(text():find("Falcon Heavy"), "the rockets, from the restarted server")
  check(table.concat(messages, "\n"):find("restarted"), "the restart was said")

  -- 8. Close everything; the server exits cleanly.
  local status = spacex.stop()
  check(status == 0, "the server exited with status " .. tostring(status))
  check(#spacex.buffers() == 0, "no buffer left")
end)
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
