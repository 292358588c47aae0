-- Headless test of what a refreshing server tells spacex.nvim on its own: a notification that
-- carries a sentence is shown, and an open view follows its `view.didChange`.
--   SPACEX_RPC=…/spacex-rpc SPACEX_OUT=dir SPACEX_EXPECT=text nvim --headless -u NONE -i NONE \
--     --cmd 'set rtp^=Apps/spacex.nvim' -c 'luafile Apps/spacex.nvim/tests/notifications.lua'
-- Writes what was shown to $SPACEX_OUT/messages.txt and the open view to $SPACEX_OUT/view.txt.

-- The bound of a wait for an event (an answer, a notification), from the Swift test that runs
-- this (its WallClockBounds.event): far beyond what an idle machine needs.
local EVENT_MS = (tonumber(vim.env.SPACEX_TEST_EVENT_SECONDS) or 60) * 1000
local out = assert(os.getenv("SPACEX_OUT"), "SPACEX_OUT")
local rpc_path = assert(os.getenv("SPACEX_RPC"), "SPACEX_RPC")
local expect = assert(os.getenv("SPACEX_EXPECT"), "SPACEX_EXPECT")
local screen = os.getenv("SPACEX_SCREEN") or ""
vim.o.columns = 120
vim.o.lines = 40

vim.cmd("runtime plugin/spacex.lua")
local spacex = require("spacex")
spacex.setup({ cmd = { rpc_path }, language = "en" })
local messages = {}
vim.notify = function(message) messages[#messages + 1] = message end

local function write(name, text)
  local file = assert(io.open(out .. "/" .. name, "w"))
  file:write(text, "\n")
  file:close()
end

local ok, err = pcall(function()
  vim.cmd("SpaceX " .. screen)
  vim.wait(EVENT_MS, function() return spacex.idle() end, 10)
  vim.wait(EVENT_MS, function()
    for _, message in ipairs(messages) do
      if message:find(expect, 1, true) then return true end
    end
    return false
  end, 50)
  -- The view's own change comes after the news; give it its moment.
  vim.wait(2000, function() return false end, 50)
end)
write("messages.txt", table.concat(messages, "\n"))
write("view.txt", table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n"))
if not ok then write("error.txt", tostring(err)) end
vim.cmd(ok and "qa!" or "cq!")
