-- What is due next, in one line for a status line (lualine, 'statusline', a winbar). The line is
-- the server's: `initialize` names the method that answers it, and it is asked about once a
-- second while a session is open (the server reads its cache alone, so that costs no request),
-- never by a process per redraw. Until a session is open it is empty, and asking for it starts
-- nothing: a lazily loaded plugin stays unloaded until it is used.
local S = require("spacex.session")
local render = require("spacex.render")

local L = { text = "", width = 40, timer = nil, asking = false }

local uv = vim.uv or vim.loop

local function stop()
  if L.timer then
    L.timer:stop()
    L.timer:close()
    L.timer = nil
  end
end

-- One question at a time; a session that ended empties the line and stops asking.
local function ask()
  local server, method = S.server, render.field(S.status_line, "method")
  if not (server and server.alive and method) then
    stop()
    if L.text ~= "" then
      L.text = ""
      vim.cmd("redrawstatus")
    end
    return
  end
  if L.asking then return end
  L.asking = true
  server:request(method, { width = L.width }, function(err, result)
    L.asking = false
    local text = not err and render.field(result, "text") or ""
    if type(text) ~= "string" then text = "" end
    if text ~= L.text then
      L.text = text
      vim.cmd("redrawstatus")
    end
  end)
end

--- The line, at most `width` columns (20 to 1000; default 40), or "" when there is none or no
--- session is open.
function L.statusline(width)
  if type(width) == "number" then L.width = math.max(20, math.min(1000, math.floor(width))) end
  if not L.timer and S.server and S.server.alive and render.field(S.status_line, "method") then
    local every = tonumber(render.field(S.status_line, "everySeconds")) or 1
    L.timer = uv.new_timer()
    L.timer:start(0, math.max(1, every) * 1000, vim.schedule_wrap(ask))
  end
  return L.text
end

return L
