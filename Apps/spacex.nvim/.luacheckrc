-- luacheck's settings for spacex.nvim (run from this folder by .ci/run): Neovim's Lua is LuaJIT,
-- and `vim` is the editor's global, which the plugin and its tests read and set fields of.
std = "luajit"
globals = { "vim" }
max_line_length = 120
