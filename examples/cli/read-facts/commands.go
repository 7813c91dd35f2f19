// Commands and flags: every command reachable from the root `flow` command, with its aliases,
// deprecation and hidden mark, and every flag (name, shorthand, type, default, deprecated or
// hidden, description): `commands[].flags`, `globalFlags` and `rootFlags` of the facts file.
// It also records, for the other parts, each command's run functions and the struct fields bound
// to flags (fieldFlags, which networks.go's flagOf reads).
//
// It reads the ways the CLI declares them, starting from cmd/flow/main.go and following the calls
// of functions that work on commands into the CLI's internal/... packages (running each
// package's init functions first, as Go does):
//   - cobra commands (`&cobra.Command{...}`), wrapped in the CLI's `command.Command{Cmd, Flags,
//     Run|RunS}` (flow-cli internal/command/command.go);
//   - `X.AddToParent(parent)` (the CLI binds the wrapper's flag struct as persistent flags of the
//     command: bindFlags in internal/command/global_flags.go) and `parent.AddCommand(X...)`;
//   - flag structs read by github.com/psiemens/sconfig: the tags `flag:"name,short"`,
//     `default:"..."`, `info:"..."`, `deprecated:"..."`, bound with `sconfig.New(&v)...BindFlags(
//     X.PersistentFlags())`: the emulator's Config, read in flow-emulator
//     cmd/emulator/start/start.go, whose start.Cmd builds the `flow emulator` command, and the
//     language server's config (flow-cli internal/cadence/languageserver). sconfig's own source
//     is not read: the semantics of its tags are implemented here (bindStruct, zeroAware);
//   - flags added directly with `X.Flags()/PersistentFlags().StringVarP(...)` and friends,
//     `MarkHidden`, `MarkDeprecated`, `Lookup(name).NoOptDefVal`, and a deprecation stated only in
//     a flag's description ("(deprecated: use compute-limit) ...");
//   - the global flags (`InitFlags` in flow-cli internal/command/global_flags.go) with their
//     defaults, some of them flowkit's (config.DefaultPaths and GlobalPath, flowkit
//     config/config.go);
//   - the commands cobra adds by itself (`help`, `completion` and its shells) and its help flag,
//     read in cobra's own source (command.go: InitDefaultHelpFlag, InitDefaultHelpCmd;
//     completions.go: InitDefaultCompletionCmd) at the version the CLI's go.mod pins.

package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
	"strings"
)

// Flag is one flag as the facts file records it.
type Flag struct {
	Name        string `json:"name"`
	Shorthand   string `json:"shorthand,omitempty"`
	Type        string `json:"type"`
	Default     string `json:"default"`
	NoOptValue  string `json:"valueWhenGivenAlone,omitempty"`
	Description string `json:"description"`
	Persistent  bool   `json:"persistent,omitempty"`
	Deprecated  string `json:"deprecated,omitempty"`
	Hidden      bool   `json:"hidden,omitempty"`
	Source      string `json:"source"`
}

// Command is one command as the facts file records it.
type Command struct {
	Path       string   `json:"path"`
	Use        string   `json:"use"`
	Aliases    []string `json:"aliases,omitempty"`
	Deprecated string   `json:"deprecated,omitempty"`
	Hidden     bool     `json:"hidden,omitempty"`
	AddedBy    string   `json:"addedBy,omitempty"`
	Source     string   `json:"source"`
	// What the command does, read from the code its run functions reach (behaviour.go, prints.go, networks.go).
	Runs     []string     `json:"runs,omitempty"`
	Wrapped  bool         `json:"wrapped,omitempty"`
	Networks any          `json:"networks,omitempty"`
	Opens    []*URLFact   `json:"opens,omitempty"`
	Writes   []*FileFact  `json:"writes,omitempty"`
	Prints   []*PrintFact `json:"prints,omitempty"`
	// What it needs, hides and edits (needs.go).
	Config   *ConfigFact    `json:"config,omitempty"`
	Contacts []*ContactFact `json:"contacts,omitempty"`
	Hides    []*HideFact    `json:"hides,omitempty"`
	Edits    *EditFacts     `json:"edits,omitempty"`
	Flags    []*Flag        `json:"flags"`

	name       string
	children   []*Command
	parent     *Command
	flagStruct *structRef
	bound      bool
	marks      []mark
	roots      []rootRef
}

type mark struct {
	flag, deprecated string
	hidden           bool
	pos              string
}

type structRef struct {
	pkg  *pkg
	name string
	pos  string
}

// isCobraCommandType tells whether expr names cobra.Command (or Command inside cobra itself).
func (r *reader) isCobraCommandType(p *pkg, e ast.Expr) bool {
	switch t := e.(type) {
	case *ast.SelectorExpr:
		if x, ok := t.X.(*ast.Ident); ok && t.Sel.Name == "Command" {
			path, _ := r.importOf(p, t, x.Name)
			return path == cobraModule
		}
	case *ast.Ident:
		return t.Name == "Command" && p.module == cobraModule
	}
	return false
}

func (r *reader) isCLICommandType(p *pkg, e ast.Expr) bool {
	if t, ok := e.(*ast.SelectorExpr); ok && t.Sel.Name == "Command" {
		if x, ok := t.X.(*ast.Ident); ok {
			path, _ := r.importOf(p, t, x.Name)
			return path == cliModule+"/internal/command"
		}
	}
	if t, ok := e.(*ast.Ident); ok {
		return t.Name == "Command" && p.module == cliModule && p.rel == "internal/command"
	}
	return false
}

// newCommand makes a command from a composite literal of cobra.Command or command.Command.
func (r *reader) newCommand(p *pkg, lit *ast.CompositeLit, scope map[string]*Command) *Command {
	if r.isCLICommandType(p, lit.Type) {
		var c *Command
		var flags ast.Expr
		var runs []rootRef
		for _, el := range lit.Elts {
			kv := el.(*ast.KeyValueExpr)
			switch kv.Key.(*ast.Ident).Name {
			case "Cmd":
				c = r.resolveCmd(p, kv.Value, scope)
			case "Flags":
				flags = kv.Value
			case "Run", "RunS":
				runs = append(runs, rootRef{p: p, e: kv.Value, field: kv.Key.(*ast.Ident).Name})
			}
		}
		if c == nil {
			fail("%s: command.Command without Cmd", r.pos(lit.Pos()))
		}
		// AddToParent sets the cobra command's Run to the CLI's wrapper, which calls Run or RunS
		c.roots = append(c.roots, runs...)
		c.Wrapped = true
		if flags != nil {
			c.flagStruct = r.resolveFlagStruct(p, flags)
		}
		return c
	}
	if !r.isCobraCommandType(p, lit.Type) {
		fail("%s: expected a cobra.Command literal", r.pos(lit.Pos()))
	}
	c := &Command{Source: r.pos(lit.Pos()), Flags: []*Flag{}}
	for _, el := range lit.Elts {
		kv := el.(*ast.KeyValueExpr)
		switch kv.Key.(*ast.Ident).Name {
		case "Use":
			c.Use = r.str(p, kv.Value, nil)
		case "Aliases":
			c.Aliases = r.strList(p, kv.Value)
		case "Deprecated":
			c.Deprecated = r.str(p, kv.Value, nil)
		case "Hidden":
			if sel, ok := kv.Value.(*ast.SelectorExpr); ok && p.module == cobraModule && strings.Contains(r.source(sel), "CompletionOptions.") {
				// cobra's completion command is hidden only if the program sets CompletionOptions,
				// which main checks the CLI never does
				c.Hidden = false
			} else {
				c.Hidden = r.boolValue(p, kv.Value)
			}
		case "Run", "RunE", "PreRun", "PreRunE", "PersistentPreRun", "PersistentPreRunE":
			c.roots = append(c.roots, rootRef{p: p, e: kv.Value, field: kv.Key.(*ast.Ident).Name})
		}
	}
	r.all = append(r.all, c)
	return c
}

// resolveCmd finds the command an expression names.
func (r *reader) resolveCmd(p *pkg, e ast.Expr, scope map[string]*Command) *Command {
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if lit, ok := x.X.(*ast.CompositeLit); ok && x.Op == token.AND {
			return r.newCommand(p, lit, scope)
		}
	case *ast.CompositeLit:
		return r.newCommand(p, x, scope)
	case *ast.Ident:
		if c, ok := scope[x.Name]; ok {
			return c
		}
		return r.pkgCmd(p, x.Name, x.Pos())
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(p, x, id.Name); ok {
				return r.pkgCmd(r.load(path), x.Sel.Name, x.Pos())
			}
		}
		if x.Sel.Name == "Cmd" { // command.Command's Cmd field: the same command
			return r.resolveCmd(p, x.X, scope)
		}
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				if path, ok := r.importOf(p, sel, id.Name); ok {
					q := r.load(path)
					c := r.runFunc(q, q.funcs[sel.Sel.Name], nil)
					// functions the caller hands to the constructor (the emulator's GetServiceKey)
					c.roots = append(c.roots, rootRef{p: p, e: &ast.CompositeLit{Elts: x.Args, Lbrace: x.Lparen, Rbrace: x.Rparen}, field: "Run"})
					return c
				}
			}
		}
	}
	fail("%s: cannot tell which command %T names", r.pos(e.Pos()), e)
	return nil
}

func (r *reader) pkgCmd(p *pkg, name string, at token.Pos) *Command {
	r.initPkg(p)
	if c, ok := p.cmds[name]; ok {
		return c
	}
	spec, ok := p.vars[name]
	if !ok {
		fail("%s: no package variable %s in %s", r.pos(at), name, p.dir)
	}
	for i, n := range spec.Names {
		if n.Name == name && i < len(spec.Values) {
			c := r.resolveCmd(p, spec.Values[i], nil)
			p.cmds[name] = c
			return c
		}
	}
	fail("%s: variable %s has no command value yet", r.pos(at), name)
	return nil
}

// initPkg runs the package's init functions (in file order), as Go does before main.
func (r *reader) initPkg(p *pkg) {
	if p.inited {
		return
	}
	p.inited = true
	for _, f := range p.files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "init" && fd.Recv == nil {
				r.runBody(p, fd.Body.List, map[string]*Command{})
			}
		}
	}
}

// runFunc reads a function that builds a command and returns it (the emulator's start.Cmd).
func (r *reader) runFunc(p *pkg, fd *ast.FuncDecl, args map[string]*Command) *Command {
	if fd == nil {
		fail("function not found in %s", p.dir)
	}
	r.initPkg(p)
	scope := map[string]*Command{}
	for k, v := range args {
		scope[k] = v
	}
	return r.runBody(p, fd.Body.List, scope)
}

func flagsCall(e ast.Expr) (target ast.Expr, persistent bool, ok bool) {
	call, isCall := e.(*ast.CallExpr)
	if !isCall || len(call.Args) != 0 {
		return nil, false, false
	}
	sel, isSel := call.Fun.(*ast.SelectorExpr)
	if !isSel || (sel.Sel.Name != "Flags" && sel.Sel.Name != "PersistentFlags") {
		return nil, false, false
	}
	return sel.X, sel.Sel.Name == "PersistentFlags", true
}

// runBody reads statements; it returns the command of a `return x` statement, if any.
func (r *reader) runBody(p *pkg, stmts []ast.Stmt, scope map[string]*Command) *Command {
	var returned *Command
	for _, st := range stmts {
		switch s := st.(type) {
		case *ast.ExprStmt:
			r.runCall(p, s.X, scope)
		case *ast.AssignStmt:
			if len(s.Lhs) != 1 || len(s.Rhs) != 1 {
				for _, rhs := range s.Rhs {
					r.runCall(p, rhs, scope)
				}
				continue
			}
			lhs, rhs := s.Lhs[0], s.Rhs[0]
			if r.producesCommand(p, rhs) {
				c := r.resolveCmd(p, rhs, scope)
				switch l := lhs.(type) {
				case *ast.Ident:
					if _, isPkgVar := p.vars[l.Name]; isPkgVar && scope[l.Name] == nil && s.Tok == token.ASSIGN {
						p.cmds[l.Name] = c
					} else {
						scope[l.Name] = c
					}
				default:
					fail("%s: command assigned to an unsupported target", r.pos(s.Pos()))
				}
				continue
			}
			if sel, ok := lhs.(*ast.SelectorExpr); ok {
				switch sel.Sel.Name {
				case "Run", "RunE", "PreRun", "PreRunE", "PersistentPreRun", "PersistentPreRunE":
					c := r.resolveCmd(p, sel.X, scope)
					c.roots = append(c.roots, rootRef{p: p, e: rhs, field: sel.Sel.Name})
					continue
				case "Use", "Hidden", "Deprecated", "Aliases":
					c := r.resolveCmd(p, sel.X, scope)
					switch sel.Sel.Name {
					case "Use":
						c.Use = r.str(p, rhs, nil)
					case "Hidden":
						c.Hidden = r.boolValue(p, rhs)
					case "Deprecated":
						c.Deprecated = r.str(p, rhs, nil)
					case "Aliases":
						c.Aliases = r.strList(p, rhs)
					}
					continue
				}
			}
			r.runCall(p, rhs, scope)
		case *ast.IfStmt:
			// `if f := X.Flags().Lookup("n"); f != nil { f.NoOptDefVal = "v" }`
			if as, ok := s.Init.(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
				if call, ok := as.Rhs[0].(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Lookup" {
						if target, _, ok := flagsCall(sel.X); ok {
							c := r.resolveCmd(p, target, scope)
							name := r.str(p, call.Args[0], nil)
							fl := c.flag(name)
							if fl == nil {
								fail("%s: Lookup(%q) of a flag not declared before", r.pos(call.Pos()), name)
							}
							for _, inner := range s.Body.List {
								if a, ok := inner.(*ast.AssignStmt); ok {
									if ls, ok := a.Lhs[0].(*ast.SelectorExpr); ok && ls.Sel.Name == "NoOptDefVal" {
										fl.NoOptValue = r.str(p, a.Rhs[0], nil)
										continue
									}
								}
								fail("%s: unsupported statement after Lookup", r.pos(inner.Pos()))
							}
							continue
						}
					}
				}
			}
			// any other if: read its init, then both branches (the emulator's init builds the same
			// command in either branch; the last one read is kept, as the last one assigned)
			if s.Init != nil {
				r.runBody(p, []ast.Stmt{s.Init}, scope)
			}
			r.runCall(p, s.Cond, scope)
			if c := r.runBody(p, s.Body.List, scope); c != nil {
				returned = c
			}
			switch e := s.Else.(type) {
			case *ast.BlockStmt:
				if c := r.runBody(p, e.List, scope); c != nil {
					returned = c
				}
			case *ast.IfStmt:
				if c := r.runBody(p, []ast.Stmt{e}, scope); c != nil {
					returned = c
				}
			}
		case *ast.ReturnStmt:
			if len(s.Results) == 1 {
				if id, ok := s.Results[0].(*ast.Ident); ok {
					if c, ok := scope[id.Name]; ok {
						returned = c
					}
				}
			}
		case *ast.DeclStmt:
			// `var cmd = &cobra.Command{...}` inside a function
			if gd, ok := s.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, spec := range gd.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if i < len(vs.Values) && r.producesCommand(p, vs.Values[i]) {
							scope[n.Name] = r.resolveCmd(p, vs.Values[i], scope)
						}
					}
				}
			}
		}
	}
	return returned
}

func (r *reader) producesCommand(p *pkg, e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if lit, ok := x.X.(*ast.CompositeLit); ok {
			return r.isCobraCommandType(p, lit.Type) || r.isCLICommandType(p, lit.Type)
		}
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				if path, ok := r.importOf(p, sel, id.Name); ok && (path == emulatorModule+"/cmd/emulator/start") {
					return sel.Sel.Name == "Cmd"
				}
			}
		}
	}
	return false
}

var flagMethods = map[string]string{
	"String": "string", "Bool": "bool", "Int": "int", "Int64": "int64", "Uint64": "uint64", "Uint": "uint",
	"StringSlice": "stringSlice", "IntSlice": "intSlice", "Duration": "duration", "Float64": "float64",
}

// runCall reads one call: AddToParent, AddCommand, flag definitions and marks, sconfig binding,
// or a call of a function of the same package (read with its parameters bound).
func (r *reader) runCall(p *pkg, e ast.Expr, scope map[string]*Command) {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return
	}
	if r.isSconfigChain(p, call) {
		r.bindSconfig(p, call, scope)
		return
	}
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		if fd, ok := p.funcs[fun.Name]; ok && fun.Name != "init" {
			r.callFunc(p, p, fd, call, scope)
		}
		return
	case *ast.SelectorExpr:
		if id, ok := fun.X.(*ast.Ident); ok && scope[id.Name] == nil {
			if path, ok := r.importOf(p, fun, id.Name); ok {
				if r.roots[path] != "" || r.knownPackage(path) {
					q := r.load(path)
					if fd, ok := q.funcs[fun.Sel.Name]; ok {
						r.initPkg(q)
						r.callFunc(p, q, fd, call, scope)
					}
				}
				return
			}
		}
		method := fun.Sel.Name
		switch method {
		case "AddToParent":
			child := r.resolveCmd(p, fun.X, scope)
			parent := r.resolveCmd(p, call.Args[0], scope)
			r.addChild(parent, child)
			if child.flagStruct != nil && !child.bound {
				child.bound = true
				r.bindStruct(child, child.flagStruct, child.flagStruct.pos)
			}
			return
		case "AddCommand":
			parent := r.resolveCmd(p, fun.X, scope)
			for _, a := range call.Args {
				r.addChild(parent, r.resolveCmd(p, a, scope))
			}
			return
		case "AddGroup", "SetUsageTemplate", "Execute":
			return
		}
		if target, persistent, ok := flagsCall(fun.X); ok {
			c := r.resolveCmd(p, target, scope)
			r.flagCall(p, c, method, persistent, call)
			return
		}
	}
	for _, a := range call.Args {
		r.runCall(p, a, scope)
	}
}

// knownPackage tells whether an import path lies in one of the modules read.
func (r *reader) knownPackage(path string) bool {
	for mod := range r.roots {
		if strings.HasPrefix(path, mod+"/") {
			return true
		}
	}
	return false
}

// callFunc reads a called function that works on commands, with its *cobra.Command parameters
// bound to the commands the caller passes.
func (r *reader) callFunc(caller, q *pkg, fd *ast.FuncDecl, call *ast.CallExpr, scope map[string]*Command) {
	if !r.mentionsCommands(fd) {
		return
	}
	args := map[string]*Command{}
	i := 0
	for _, field := range fd.Type.Params.List {
		for _, n := range field.Names {
			if i < len(call.Args) && r.isCobraCommandPtr(q, field.Type) {
				args[n.Name] = r.resolveCmd(caller, call.Args[i], scope)
			}
			i++
		}
	}
	if len(args) > 0 || len(fd.Type.Params.List) == 0 {
		r.runBody(q, fd.Body.List, args)
	}
}

func (r *reader) mentionsCommands(fd *ast.FuncDecl) bool {
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			switch sel.Sel.Name {
			case "Flags", "PersistentFlags", "AddCommand", "AddToParent", "BindFlags":
				found = true
			}
		}
		return !found
	})
	return found
}

func (r *reader) isCobraCommandPtr(p *pkg, e ast.Expr) bool {
	if star, ok := e.(*ast.StarExpr); ok {
		return r.isCobraCommandType(p, star.X)
	}
	return false
}

func (r *reader) addChild(parent, child *Command) {
	if child.parent != nil && child.parent != parent {
		fail("command %q added to two parents", child.Use)
	}
	for _, c := range parent.children {
		if c == child {
			return
		}
	}
	child.parent = parent
	parent.children = append(parent.children, child)
}

func (c *Command) flag(name string) *Flag {
	for _, f := range c.Flags {
		if f.Name == name {
			return f
		}
	}
	return nil
}

func (r *reader) addFlag(c *Command, f *Flag) {
	if old := c.flag(f.Name); old != nil {
		fail("%s: flag --%s defined twice on %q (first at %s)", f.Source, f.Name, c.Use, old.Source)
	}
	c.Flags = append(c.Flags, f)
}

// flagCall reads X.Flags().<Method>(...) for the pflag methods the code uses.
func (r *reader) flagCall(p *pkg, c *Command, method string, persistent bool, call *ast.CallExpr) {
	at := r.pos(call.Pos())
	switch method {
	case "MarkHidden":
		c.marks = append(c.marks, mark{flag: r.str(p, call.Args[0], nil), hidden: true, pos: at})
		return
	case "MarkDeprecated":
		c.marks = append(c.marks, mark{flag: r.str(p, call.Args[0], nil), deprecated: r.str(p, call.Args[1], nil), pos: at})
		return
	case "Lookup", "Set", "GetString", "GetBool", "Changed":
		return
	}
	base := strings.TrimSuffix(method, "P")
	hasShort := strings.HasSuffix(method, "P")
	isVar := strings.HasSuffix(base, "Var")
	base = strings.TrimSuffix(base, "Var")
	typ, ok := flagMethods[base]
	if !ok {
		fail("%s: unsupported flag method %s", at, method)
	}
	args := call.Args
	if isVar {
		args = args[1:]
	}
	f := &Flag{Type: typ, Persistent: persistent, Source: at}
	f.Name = r.str(p, args[0], nil)
	if isVar {
		r.noteVarFlag(p, call.Args[0], f.Name)
	}
	args = args[1:]
	if hasShort {
		f.Shorthand = r.str(p, args[0], nil)
		args = args[1:]
	}
	f.Default = r.defaultValue(p, typ, args[0])
	f.Description = r.str(p, args[1], nil)
	r.addFlag(c, f)
}

// defaultValue renders a flag's default as the facts file shows it: scalars as written,
// slices as comma-separated elements (empty for an empty slice), a zero duration as 0s.
func (r *reader) defaultValue(p *pkg, typ string, e ast.Expr) string {
	switch typ {
	case "stringSlice":
		return strings.Join(r.strList(p, e), ",")
	case "bool":
		if r.boolValue(p, e) {
			return "true"
		}
		return "false"
	}
	return r.str(p, e, nil)
}

func (r *reader) isSconfigChain(p *pkg, call *ast.CallExpr) bool {
	found := false
	ast.Inspect(call, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "New" {
			if id, ok := sel.X.(*ast.Ident); ok {
				if path, _ := r.importOf(p, sel, id.Name); path == sconfigModule {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// bindSconfig reads `sconfig.New(&v).FromEnvironment(...).BindFlags(X.PersistentFlags()).Parse()`.
func (r *reader) bindSconfig(p *pkg, call *ast.CallExpr, scope map[string]*Command) {
	var spec ast.Expr
	var target *Command
	ast.Inspect(call, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
			switch sel.Sel.Name {
			case "New":
				spec = c.Args[0]
			case "BindFlags":
				t, persistent, ok := flagsCall(c.Args[0])
				if !ok || !persistent {
					fail("%s: sconfig bound to something other than X.PersistentFlags()", r.pos(c.Pos()))
				}
				target = r.resolveCmd(p, t, scope)
			}
		}
		return true
	})
	if spec == nil || target == nil {
		fail("%s: sconfig call without New(...) or BindFlags(...)", r.pos(call.Pos()))
	}
	r.bindStruct(target, r.resolveFlagStruct(p, spec), r.pos(call.Pos()))
}

// resolveFlagStruct finds the struct type behind `&v`, `&struct{}{}` or `pkg.Cmd.Flags`.
func (r *reader) resolveFlagStruct(p *pkg, e ast.Expr) *structRef {
	at := r.pos(e.Pos())
	switch x := e.(type) {
	case *ast.UnaryExpr:
		switch v := x.X.(type) {
		case *ast.CompositeLit:
			if st, ok := v.Type.(*ast.StructType); ok && len(st.Fields.List) == 0 {
				return nil
			}
		case *ast.Ident:
			spec, ok := p.vars[v.Name]
			if !ok {
				fail("%s: no variable %s", at, v.Name)
			}
			var t ast.Expr = spec.Type
			if t == nil && len(spec.Values) == 1 {
				if lit, ok := spec.Values[0].(*ast.CompositeLit); ok {
					t = lit.Type
				}
			}
			if id, ok := t.(*ast.Ident); ok {
				if _, ok := p.types[id.Name]; ok {
					return &structRef{pkg: p, name: id.Name, pos: at}
				}
			}
			fail("%s: cannot tell the struct type of %s", at, v.Name)
		}
	case *ast.SelectorExpr:
		if x.Sel.Name == "Flags" {
			c := r.resolveCmd(p, x.X, nil)
			if c.flagStruct == nil {
				fail("%s: %s has no flag struct", at, c.Use)
			}
			return c.flagStruct
		}
	}
	fail("%s: unsupported flag struct expression %T", at, e)
	return nil
}

func goTypeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return t.X.(*ast.Ident).Name + "." + t.Sel.Name
	case *ast.ArrayType:
		return "[]" + goTypeName(t.Elt)
	}
	return fmt.Sprintf("%T", e)
}

var sconfigTypes = map[string]string{
	"string": "string", "bool": "bool", "int": "int", "int16": "int16", "int32": "int32", "int64": "int64",
	"uint": "uint", "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
	"float32": "float32", "float64": "float64", "time.Duration": "duration",
	"[]string": "stringSlice", "[]bool": "boolSlice", "[]int": "intSlice",
}

// bindStruct adds the flags of a struct read by sconfig as persistent flags of c.
func (r *reader) bindStruct(c *Command, ref *structRef, boundAt string) {
	if ref == nil {
		return
	}
	ts := ref.pkg.types[ref.name]
	st, ok := ts.Type.(*ast.StructType)
	if !ok {
		fail("%s: %s is not a struct", boundAt, ref.name)
	}
	for _, field := range st.Fields.List {
		if field.Tag == nil {
			continue
		}
		raw, _ := strconv.Unquote(field.Tag.Value)
		tag := reflect.StructTag(raw)
		spec, ok := tag.Lookup("flag")
		if !ok {
			continue
		}
		at := r.pos(field.Pos())
		parts := strings.Split(spec, ",")
		if len(parts) > 2 || (len(parts) == 2 && len(parts[1]) != 1) {
			fail("%s: flag tag %q is not name or name,x", at, spec)
		}
		goType := goTypeName(field.Type)
		typ, ok := sconfigTypes[goType]
		if !ok {
			fail("%s: sconfig cannot bind a field of type %s", at, goType)
		}
		def := tag.Get("default")
		for _, n := range field.Names {
			r.fieldFlags[ref.pkg.path+"."+ref.name+"."+n.Name] = parts[0]
		}
		f := &Flag{Name: parts[0], Type: typ, Persistent: true, Description: tag.Get("info"), Source: at,
			Deprecated: tag.Get("deprecated"), Default: zeroAware(typ, def)}
		if len(parts) == 2 {
			f.Shorthand = parts[1]
		}
		if f.Deprecated != "" {
			f.Hidden = true // sconfig calls pflag's MarkDeprecated, which leaves it out of --help
		}
		r.addFlag(c, f)
	}
}

// zeroAware renders a struct tag default: an absent or empty default of a number is 0, of a
// duration 0s, of a bool false; slices are their whitespace-separated elements, comma-joined.
func zeroAware(typ, def string) string {
	def = strings.TrimSpace(def)
	switch {
	case strings.HasSuffix(typ, "Slice"):
		return strings.Join(strings.Fields(def), ",")
	case typ == "bool":
		if b, err := strconv.ParseBool(def); err == nil && b {
			return "true"
		}
		return "false"
	case typ == "duration":
		if def == "" {
			return "0s"
		}
	case typ == "string":
		return def
	default:
		if def == "" {
			return "0"
		}
	}
	return def
}

func (r *reader) noteVarFlag(p *pkg, target ast.Expr, name string) {
	u, ok := target.(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return
	}
	sel, ok := u.X.(*ast.SelectorExpr)
	if !ok {
		return
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return
	}
	spec, ok := p.vars[id.Name]
	if !ok {
		return
	}
	var t ast.Expr = spec.Type
	if t == nil && len(spec.Values) == 1 {
		if lit, ok := spec.Values[0].(*ast.CompositeLit); ok {
			t = lit.Type
		}
	}
	if tn, ok := t.(*ast.Ident); ok {
		r.fieldFlags[p.path+"."+tn.Name+"."+sel.Sel.Name] = name
	}
}

// str evaluates a string expression: literals, constants, concatenation, and fields of
// package-level struct literals (the global flags' defaults).
func (r *reader) str(p *pkg, e ast.Expr, _ map[string]string) string {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			s, err := strconv.Unquote(x.Value)
			if err != nil {
				fail("%s: %v", r.pos(x.Pos()), err)
			}
			return s
		}
		return x.Value
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return r.str(p, x.X, nil) + r.str(p, x.Y, nil)
		}
	case *ast.Ident:
		if v, ok := p.consts[x.Name]; ok {
			return r.str(p, v, nil)
		}
		if x.Name == "true" || x.Name == "false" {
			return x.Name
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(p, x, id.Name); ok {
				q := r.load(path)
				if v, ok := q.consts[x.Sel.Name]; ok {
					return r.str(q, v, nil)
				}
			}
		}
		if v, q := r.fieldOfVar(p, x); v != nil {
			return r.str(q, v, nil)
		}
	}
	fail("%s: cannot evaluate the string %T", r.pos(e.Pos()), e)
	return ""
}

// fieldOfVar evaluates `V.Field` or `pkg.V.Field` where V is a package-level struct literal.
func (r *reader) fieldOfVar(p *pkg, x *ast.SelectorExpr) (ast.Expr, *pkg) {
	q := p
	var name string
	switch v := x.X.(type) {
	case *ast.Ident:
		name = v.Name
	case *ast.SelectorExpr:
		id, ok := v.X.(*ast.Ident)
		if !ok {
			return nil, nil
		}
		path, ok := r.importOf(p, v, id.Name)
		if !ok {
			return nil, nil
		}
		q = r.load(path)
		name = v.Sel.Name
	default:
		return nil, nil
	}
	spec, ok := q.vars[name]
	if !ok {
		return nil, nil
	}
	for i, n := range spec.Names {
		if n.Name != name || i >= len(spec.Values) {
			continue
		}
		if lit, ok := spec.Values[i].(*ast.CompositeLit); ok {
			for _, el := range lit.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok && kv.Key.(*ast.Ident).Name == x.Sel.Name {
					return kv.Value, q
				}
			}
		}
	}
	return nil, nil
}

func (r *reader) boolValue(p *pkg, e ast.Expr) bool {
	if x, ok := e.(*ast.SelectorExpr); ok {
		if v, q := r.fieldOfVar(p, x); v != nil {
			return r.boolValue(q, v)
		}
	}
	s := r.str(p, e, nil)
	b, err := strconv.ParseBool(s)
	if err != nil {
		fail("%s: %q is not a bool", r.pos(e.Pos()), s)
	}
	return b
}

// strList evaluates []string{...} literals, and calls of functions that return one
// (flowkit's config.DefaultPaths()). GlobalPath() is the user's home folder plus flow.json.
func (r *reader) strList(p *pkg, e ast.Expr) []string {
	switch x := e.(type) {
	case *ast.CompositeLit:
		out := []string{}
		for _, el := range x.Elts {
			out = append(out, r.strListItem(p, el))
		}
		return out
	case *ast.SelectorExpr:
		if v, q := r.fieldOfVar(p, x); v != nil {
			return r.strList(q, v)
		}
	case *ast.CallExpr:
		q, fd := r.funcOf(p, x.Fun)
		if fd != nil && len(fd.Body.List) == 1 {
			if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				return r.strList(q, ret.Results[0])
			}
		}
	case *ast.Ident:
		if x.Name == "nil" {
			return []string{}
		}
	}
	fail("%s: cannot evaluate the string list %T", r.pos(e.Pos()), e)
	return nil
}

func (r *reader) strListItem(p *pkg, e ast.Expr) string {
	if call, ok := e.(*ast.CallExpr); ok {
		q, fd := r.funcOf(p, call.Fun)
		if fd != nil && fd.Name.Name == "GlobalPath" && q.module == flowkitModule {
			// flowkit config/config.go: fmt.Sprintf("%s/%s", os.UserHomeDir(), DefaultPath)
			text := r.source(fd.Body)
			if !strings.Contains(text, "os.UserHomeDir()") || !strings.Contains(text, "DefaultPath") {
				fail("%s: GlobalPath no longer joins the home folder and DefaultPath", r.pos(fd.Pos()))
			}
			return "$HOME/" + r.str(q, &ast.Ident{Name: "DefaultPath", NamePos: fd.Pos()}, nil)
		}
	}
	return r.str(p, e, nil)
}

func (r *reader) funcOf(p *pkg, fun ast.Expr) (*pkg, *ast.FuncDecl) {
	switch f := fun.(type) {
	case *ast.Ident:
		return p, p.funcs[f.Name]
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok {
			if path, ok := r.importOf(p, f, id.Name); ok {
				q := r.load(path)
				return q, q.funcs[f.Sel.Name]
			}
		}
	}
	return nil, nil
}

// applyMarks applies MarkHidden/MarkDeprecated, and reads a deprecation that the CLI states only
// in a flag's description ("(deprecated: use compute-limit) ..."), as --help shows it.
func (r *reader) applyMarks() {
	for _, c := range r.all {
		for _, m := range c.marks {
			f := c.flag(m.flag)
			if f == nil {
				fail("%s: marks flag --%s that %q does not have", m.pos, m.flag, c.Use)
			}
			if m.hidden {
				f.Hidden = true
			}
			if m.deprecated != "" {
				f.Deprecated = m.deprecated
				f.Hidden = true // pflag leaves deprecated flags out of --help
			}
		}
		for _, f := range c.Flags {
			lower := strings.ToLower(f.Description)
			if f.Deprecated == "" && strings.HasPrefix(lower, "(deprecated") {
				end := strings.Index(f.Description, ")")
				f.Deprecated = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(f.Description[1:end], "deprecated"), ":"))
				if f.Deprecated == "" {
					f.Deprecated = strings.TrimSpace(f.Description[end+1:])
				}
			}
		}
	}
}

// cobraDefaults reads, in cobra's own source, the help flag, the help command and the
// completion command with its shells, which cobra adds to a root command that has children.
func (r *reader) cobraDefaults(root *Command) {
	cp := r.load(cobraModule)
	helpFlag, helpCmd, completion := false, false, false
	var helpName, helpShort, helpAt string
	for _, f := range cp.files {
		ast.Inspect(f, func(n ast.Node) bool {
			fd, ok := n.(*ast.FuncDecl)
			if !ok || fd.Recv == nil {
				return true
			}
			switch fd.Name.Name {
			case "InitDefaultHelpFlag":
				// c.Flags().BoolP(helpFlagName, "h", false, usage); usage is "help for " + the name
				ast.Inspect(fd.Body, func(m ast.Node) bool {
					call, ok := m.(*ast.CallExpr)
					if sel, isSel := fun(call, ok); isSel && sel == "BoolP" {
						helpName = r.str(cp, call.Args[0], nil)
						helpShort = r.str(cp, call.Args[1], nil)
						helpAt = r.pos(call.Pos())
						helpFlag = r.str(cp, call.Args[2], nil) == "false"
					}
					return true
				})
			case "InitDefaultHelpCmd":
				ast.Inspect(fd.Body, func(m ast.Node) bool {
					if lit, ok := m.(*ast.CompositeLit); ok && r.isCobraCommandType(cp, lit.Type) && !helpCmd {
						c := r.newCommand(cp, lit, nil)
						c.AddedBy = "cobra"
						r.addChild(root, c)
						helpCmd = true
					}
					return true
				})
			case "InitDefaultCompletionCmd":
				var compCmd *Command
				shells := map[string]*Command{}
				ast.Inspect(fd.Body, func(m ast.Node) bool {
					switch s := m.(type) {
					case *ast.AssignStmt:
						if len(s.Rhs) == 1 && r.producesCommand(cp, s.Rhs[0]) {
							c := r.resolveCmd(cp, s.Rhs[0], nil)
							c.AddedBy = "cobra"
							name := s.Lhs[0].(*ast.Ident).Name
							if compCmd == nil {
								compCmd = c
								r.addChild(root, c)
							} else {
								shells[name] = c
								r.addChild(compCmd, c)
							}
						}
					case *ast.CallExpr:
						if sel, ok := s.Fun.(*ast.SelectorExpr); ok && strings.HasPrefix(sel.Sel.Name, "BoolVar") {
							if target, _, ok := flagsCall(sel.X); ok {
								if id, ok := target.(*ast.Ident); ok && shells[id.Name] != nil {
									r.flagCall(cp, shells[id.Name], sel.Sel.Name, false, s)
								}
							}
						}
					}
					return true
				})
				completion = compCmd != nil && len(shells) > 0
			}
			return true
		})
	}
	if !helpFlag || !helpCmd || !completion {
		fail("cobra's help flag, help command or completion command not found in %s", cp.dir)
	}
	for _, c := range r.all {
		if c.flag(helpName) == nil {
			c.Flags = append(c.Flags, &Flag{Name: helpName, Shorthand: helpShort, Type: "bool", Default: "false",
				Description: "help for the command", Source: helpAt})
		}
	}
}

func fun(call *ast.CallExpr, ok bool) (string, bool) {
	if !ok {
		return "", false
	}
	if sel, isSel := call.Fun.(*ast.SelectorExpr); isSel {
		return sel.Sel.Name, true
	}
	return "", false
}
