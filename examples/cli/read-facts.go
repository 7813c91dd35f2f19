// read-facts reads, from a checkout of the Flow CLI's source, every command reachable from the
// root `flow` command (with its aliases) and every flag (name, shorthand, type, default,
// deprecated or hidden, description), and what each command does (the networks it accepts, the
// URLs it opens, the files it writes, the format strings of the lines it prints: see the
// Behaviour part below), and prints them as JSON: the facts file
// examples/cli/flow-cli-facts.json that the `cli` example check holds the docs against.
//
// It only reads source with go/parser and go/ast; it never builds or runs the CLI. It knows the
// ways the CLI declares commands and flags:
//   - cobra commands (`&cobra.Command{...}`), wrapped in the CLI's `command.Command{Cmd, Flags}`;
//   - `X.AddToParent(parent)` (the CLI binds the wrapper's flag struct as persistent flags of the
//     command, internal/command/command.go bindFlags) and `parent.AddCommand(X...)`;
//   - flag structs read by github.com/psiemens/sconfig: the tags `flag:"name,short"`,
//     `default:"..."`, `info:"..."`, `deprecated:"..."`, bound with `sconfig.New(&v)...BindFlags(
//     X.PersistentFlags())` (the emulator's and the language server's own configs);
//   - flags added directly with `X.Flags()/PersistentFlags().StringVarP(...)` and friends,
//     `MarkHidden`, `MarkDeprecated`, `Lookup(name).NoOptDefVal`;
//   - the global flags (`InitFlags` in internal/command/global_flags.go) with their defaults;
//   - the commands cobra adds by itself (`help`, `completion` and its shells), read in cobra's
//     own source at the version the CLI's go.mod pins.
//
// Anything it meets in a place it reads but does not understand stops it with the file and
// line, so a changed CLI cannot silently produce a wrong facts file.
//
// Usage (see examples/README.md):
//
//	go run examples/cli/read-facts.go -cli DIR -commit SHA -version TAG \
//	  -emulator DIR -emulator-version TAG -flowkit DIR -flowkit-version TAG \
//	  -cadence-test DIR -cadence-test-version TAG > examples/cli/flow-cli-facts.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

const (
	cliModule         = "github.com/onflow/flow-cli"
	emulatorModule    = "github.com/onflow/flow-emulator"
	flowkitModule     = "github.com/onflow/flowkit/v2"
	cobraModule       = "github.com/spf13/cobra"
	sconfigModule     = "github.com/psiemens/sconfig"
	zerologModule     = "github.com/rs/zerolog"
	cadenceTestModule = "github.com/onflow/cadence-tools/test"
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
	// What the command does, read from the code its run functions reach (the Behaviour part below).
	Runs     []string     `json:"runs,omitempty"`
	Wrapped  bool         `json:"wrapped,omitempty"`
	Networks any          `json:"networks,omitempty"`
	Opens    []*URLFact   `json:"opens,omitempty"`
	Writes   []*FileFact  `json:"writes,omitempty"`
	Prints   []*PrintFact `json:"prints,omitempty"`
	// What it needs, hides and edits (the Needs part below).
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

type pkg struct {
	path    string
	dir     string
	rel     string // path shown in the facts, relative to its module
	module  string
	files   []*ast.File
	imports map[*ast.File]map[string]string
	vars    map[string]*ast.ValueSpec
	varFile map[string]*ast.File
	consts  map[string]ast.Expr
	types   map[string]*ast.TypeSpec
	funcs   map[string]*ast.FuncDecl
	methods map[string]map[string]*ast.FuncDecl // receiver type -> name -> method
	cmds    map[string]*Command
	inited  bool
}

type reader struct {
	fieldFlags    map[string]string // "pkgpath.Type.Field" -> the flag bound to it
	fns           map[string]*fnode
	impls         map[string][]*fnode
	unresolved    map[string]int
	missing       []string
	zerologLevels map[string]string
	sectionTypes  map[string]string
	curInst       map[string]bool
	fieldCache    map[string][]string
	networksAt    string
	fset          *token.FileSet
	roots         map[string]string // module path -> directory
	versions      map[string]string
	pkgs          map[string]*pkg
	all           []*Command
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "read-facts: "+format+"\n", args...)
	os.Exit(1)
}

func (r *reader) pos(p token.Pos) string {
	position := r.fset.Position(p)
	for mod, dir := range r.roots {
		if rel, err := filepath.Rel(dir, position.Filename); err == nil && !strings.HasPrefix(rel, "..") {
			return fmt.Sprintf("%s@%s/%s:%d", mod, r.versions[mod], rel, position.Line)
		}
	}
	return fmt.Sprintf("%s:%d", position.Filename, position.Line)
}

func (r *reader) load(importPath string) *pkg {
	if p, ok := r.pkgs[importPath]; ok {
		return p
	}
	var dir, module, rel string
	for mod, root := range r.roots {
		if importPath == mod || strings.HasPrefix(importPath, mod+"/") {
			if len(mod) > len(module) {
				module = mod
				rel = strings.TrimPrefix(strings.TrimPrefix(importPath, mod), "/")
				dir = filepath.Join(root, rel)
			}
		}
	}
	if dir == "" {
		fail("no source directory for package %s", importPath)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		fail("package %s: %v", importPath, err)
	}
	p := &pkg{path: importPath, dir: dir, rel: rel, module: module, imports: map[*ast.File]map[string]string{}, methods: map[string]map[string]*ast.FuncDecl{},
		vars: map[string]*ast.ValueSpec{}, varFile: map[string]*ast.File{}, consts: map[string]ast.Expr{},
		types: map[string]*ast.TypeSpec{}, funcs: map[string]*ast.FuncDecl{}, cmds: map[string]*Command{}}
	r.pkgs[importPath] = p
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(r.fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			fail("%v", err)
		}
		if f.Name.Name == "main" && importPath != cliModule+"/cmd/flow" {
			continue
		}
		p.files = append(p.files, f)
		imps := map[string]string{}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			alias := filepath.Base(path)
			if strings.HasPrefix(alias, "v") && len(alias) <= 3 { // .../flowkit/v2
				alias = filepath.Base(filepath.Dir(path))
			}
			if imp.Name != nil {
				alias = imp.Name.Name
			}
			imps[alias] = path
		}
		p.imports[f] = imps
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					p.funcs[d.Name.Name] = d
				} else if len(d.Recv.List) == 1 {
					if tn := recvTypeName(d.Recv.List[0].Type); tn != "" {
						if p.methods[tn] == nil {
							p.methods[tn] = map[string]*ast.FuncDecl{}
						}
						p.methods[tn][d.Name.Name] = d
					}
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.ValueSpec:
						for i, n := range s.Names {
							if d.Tok == token.CONST && i < len(s.Values) {
								p.consts[n.Name] = s.Values[i]
							} else if d.Tok == token.VAR {
								p.vars[n.Name] = s
								p.varFile[n.Name] = f
							}
						}
					case *ast.TypeSpec:
						p.types[s.Name.Name] = s
					}
				}
			}
		}
	}
	return p
}

func (p *pkg) fileOf(r *reader, n ast.Node) *ast.File {
	for _, f := range p.files {
		if f.Pos() <= n.Pos() && n.End() <= f.End() {
			return f
		}
	}
	fail("%s: node outside the package's files", r.pos(n.Pos()))
	return nil
}

func (r *reader) importOf(p *pkg, n ast.Node, alias string) (string, bool) {
	path, ok := p.imports[p.fileOf(r, n)][alias]
	return path, ok
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

func (r *reader) source(n ast.Node) string {
	start, end := r.fset.Position(n.Pos()), r.fset.Position(n.End())
	b, err := os.ReadFile(start.Filename)
	if err != nil {
		fail("%v", err)
	}
	return string(b[start.Offset:end.Offset])
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

func goModVersion(goMod, module string) string {
	b, err := os.ReadFile(goMod)
	if err != nil {
		fail("%v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require"))
		if len(fields) >= 2 && fields[0] == module {
			return fields[1]
		}
		if len(fields) >= 1 && fields[0] == "replace" {
			if strings.Contains(line, module+" ") {
				fail("%s replaces %s; read the replacement instead", goMod, module)
			}
		}
	}
	fail("%s does not require %s", goMod, module)
	return ""
}

func moduleCacheDir(module, version string) string {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		fail("go env GOMODCACHE: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), module+"@"+version)
	if _, err := os.Stat(dir); err != nil {
		fail("%s@%s is not in the Go module cache: run `go mod download %s@%s` in any module", module, version, module, version)
	}
	return dir
}

func main() {
	cliDir := flag.String("cli", "", "checkout of github.com/onflow/flow-cli (a `git archive` of the commit)")
	commit := flag.String("commit", "", "the commit the checkout was made from")
	version := flag.String("version", "", "the release tag of that commit")
	emulatorDir := flag.String("emulator", "", "checkout of github.com/onflow/flow-emulator at the version the CLI's go.mod pins")
	emulatorVersion := flag.String("emulator-version", "", "the version of that checkout (must equal the CLI's pin)")
	flowkitDir := flag.String("flowkit", "", "checkout of github.com/onflow/flowkit (global flag defaults)")
	flowkitVersion := flag.String("flowkit-version", "", "the version of that checkout")
	cadenceTestDir := flag.String("cadence-test", "", "the test/ folder of github.com/onflow/cadence-tools at the version the CLI's go.mod pins (what `flow test` prints)")
	cadenceTestVersion := flag.String("cadence-test-version", "", "the version of that checkout (must equal the CLI's pin)")
	flag.Parse()
	if *cliDir == "" || *commit == "" || *version == "" || *emulatorDir == "" || *emulatorVersion == "" || *flowkitDir == "" || *flowkitVersion == "" || *cadenceTestDir == "" || *cadenceTestVersion == "" {
		flag.Usage()
		os.Exit(2)
	}
	goMod := filepath.Join(*cliDir, "go.mod")
	pins := map[string]string{}
	for _, m := range []string{emulatorModule, flowkitModule, cobraModule, sconfigModule, zerologModule, cadenceTestModule} {
		pins[m] = goModVersion(goMod, m)
	}
	if pins[emulatorModule] != *emulatorVersion {
		fail("the CLI pins %s %s, but -emulator-version is %s", emulatorModule, pins[emulatorModule], *emulatorVersion)
	}
	if pins[cadenceTestModule] != *cadenceTestVersion {
		fail("the CLI pins %s %s, but -cadence-test-version is %s", cadenceTestModule, pins[cadenceTestModule], *cadenceTestVersion)
	}
	r := &reader{fset: token.NewFileSet(), pkgs: map[string]*pkg{}, fieldFlags: map[string]string{},
		fns: map[string]*fnode{}, impls: map[string][]*fnode{}, unresolved: map[string]int{},
		zerologLevels: map[string]string{}, sectionTypes: map[string]string{}, fieldCache: map[string][]string{},
		roots: map[string]string{
			cliModule:         *cliDir,
			emulatorModule:    *emulatorDir,
			flowkitModule:     *flowkitDir,
			cobraModule:       moduleCacheDir(cobraModule, pins[cobraModule]),
			cadenceTestModule: *cadenceTestDir,
		},
		versions: map[string]string{cliModule: *version, emulatorModule: *emulatorVersion, flowkitModule: *flowkitVersion, cobraModule: pins[cobraModule], cadenceTestModule: *cadenceTestVersion},
	}

	// The CLI binds a command.Command's flag struct in AddToParent; make sure it still does.
	cmdPkg := r.load(cliModule + "/internal/command")
	if bind := cmdPkg.funcs["bindFlags"]; bind == nil || !strings.Contains(r.source(bind.Body), "BindFlags(command.Cmd.PersistentFlags())") {
		fail("internal/command/command.go no longer binds the flag struct to the command's persistent flags")
	}

	// cobra hides its completion command, or drops it, only through CompletionOptions.
	_ = filepath.WalkDir(*cliDir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			if b, _ := os.ReadFile(path); strings.Contains(string(b), "CompletionOptions") {
				fail("%s sets cobra's CompletionOptions: read what it sets", path)
			}
		}
		return nil
	})

	mainPkg := r.load(cliModule + "/cmd/flow")
	mainFn := mainPkg.funcs["main"]
	scope := map[string]*Command{}
	root := r.runBody(mainPkg, mainFn.Body.List, scope)
	if root == nil {
		root = scope["cmd"]
	}
	if root == nil {
		fail("cmd/flow/main.go: no root command")
	}
	// The global flags: InitFlags(cmd) in internal/command/global_flags.go.
	ok := false
	for _, st := range mainFn.Body.List {
		if es, isExpr := st.(*ast.ExprStmt); isExpr {
			if call, isCall := es.X.(*ast.CallExpr); isCall {
				if sel, isSel := call.Fun.(*ast.SelectorExpr); isSel && sel.Sel.Name == "InitFlags" {
					ok = true
				}
			}
		}
	}
	if !ok || len(root.Flags) == 0 {
		fail("cmd/flow/main.go: the global flags were not read")
	}
	r.cobraDefaults(root)
	r.applyMarks()

	var commands []*Command
	var walk func(c *Command, prefix string)
	walk = func(c *Command, prefix string) {
		c.name = strings.Fields(c.Use)[0]
		c.Path = strings.TrimSpace(prefix + " " + c.name)
		for _, f := range c.Flags {
			if f.Name == "help" && strings.HasPrefix(f.Description, "help for ") {
				f.Description = "help for " + c.name
			}
		}
		sort.Slice(c.Flags, func(i, j int) bool { return c.Flags[i].Name < c.Flags[j].Name })
		if c != root {
			commands = append(commands, c)
		}
		sort.Slice(c.children, func(i, j int) bool { return c.children[i].Use < c.children[j].Use })
		for _, child := range c.children {
			walk(child, c.Path)
		}
	}
	root.Use = "flow"
	walk(root, "")
	r.readZerologLevels(moduleCacheDir(zerologModule, pins[zerologModule]))
	wrapper := r.analyse(commands)
	// names were only known after the walk: fix help descriptions set before it
	for _, c := range append(commands, root) {
		if f := c.flag("help"); f != nil {
			f.Description = "help for " + c.name
		}
	}
	var globals, rootOwn []*Flag
	for _, f := range root.Flags {
		if f.Persistent {
			globals = append(globals, f)
		} else {
			rootOwn = append(rootOwn, f)
		}
	}
	sort.Slice(commands, func(i, j int) bool { return commands[i].Path < commands[j].Path })

	out := map[string]any{
		"about": "Commands, flags and behaviour (networks, URLs, files, printed lines) of the Flow CLI, read from its source by examples/cli/read-facts.go; " +
			"regenerate it as examples/README.md says, never by hand.",
		"source": map[string]any{
			"repository": cliModule,
			"version":    *version,
			"commit":     *commit,
			"modules": map[string]any{
				emulatorModule:    map[string]string{"pinned": pins[emulatorModule], "read": *emulatorVersion},
				flowkitModule:     map[string]string{"pinned": pins[flowkitModule], "read": *flowkitVersion},
				cobraModule:       map[string]string{"pinned": pins[cobraModule], "read": pins[cobraModule]},
				sconfigModule:     map[string]string{"pinned": pins[sconfigModule], "read": "semantics of its struct tags, as implemented in read-facts.go"},
				zerologModule:     map[string]string{"pinned": pins[zerologModule], "read": pins[zerologModule] + " (the level names of its console writer)"},
				cadenceTestModule: map[string]string{"pinned": pins[cadenceTestModule], "read": *cadenceTestVersion},
			},
			"notReadAtThatVersion": r.missing,
		},
		"networks":       map[string]any{"names": networkUniverse, "source": r.networksAt},
		"commandWrapper": wrapper,
		"flowJson":       r.readFlowJSONFields(),
		"globalFlags":    globals,
		"rootFlags":      rootOwn,
		"commands":       commands,
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fail("%v", err)
	}
}

// ---------------------------------------------------------------------------------------------
// Behaviour: what each command does, read from the code its run functions reach.
//
// From a command's run functions (command.Command's Run/RunS, cobra's Run/RunE and pre-runs, and
// functions handed to the emulator's start.Cmd), the reader follows calls through the packages of
// the CLI, flowkit and the emulator (package functions, methods resolved through the declared
// types of variables, fields and results, interface methods to every implementation outside test
// doubles; a value of a type built in reached code brings its String/Oneliner/View/Error methods)
// and records, with the file and line of each:
//   - prints: the format strings of what it prints: fmt.Print*/Fprint* and consecutive writes to
//     one writer (a result's String() through a tabwriter), the logger's Info/Error/StartProgress,
//     zerolog messages (the emulator's log), the messages of prompts, fmt.Sprintf results and error
//     messages (printed by the wrapper as "❌ Command Error: ..."). Constant parts are evaluated
//     (constants, local variables, string-returning functions, style wrappers, call-site arguments),
//     the rest stays a verb (%s, %d, %v), which the check reads as a wildcard;
//   - opens: URLs it opens in the browser (github.com/pkg/browser) or requests (net/http);
//   - writes: files and folders it writes (WriteFile, os.Create, MkdirAll, os.Rename) and the
//     project configuration (flowkit State.Save*), with the sections of flow.json that reached code
//     changes (Add*/Remove*/Set*/Update*/Delete* methods of flowkit's configuration collections);
//   - networks: "all", or the networks it accepts, from every `if`/`switch` that compares a network
//     (network names, flowkit's config networks, the SDK's chain IDs, address.IsValid(chain)) and
//     returns an error or exits for some of them.
// The wrapper every command.Command runs in (AddToParent) is read once, as commandWrapper.
// ---------------------------------------------------------------------------------------------

// URLFact is a URL a command opens or requests.
type URLFact struct {
	URL    string `json:"url"`
	How    string `json:"how"`
	Flag   string `json:"flag,omitempty"`
	Source string `json:"source"`
}

// FileFact is a file or folder a command writes.
type FileFact struct {
	File     string   `json:"file"`
	Kind     string   `json:"kind"`
	Sections []string `json:"sections,omitempty"`
	Flag     string   `json:"flag,omitempty"`
	Source   string   `json:"source"`
}

// PrintFact is a format string of a line a command prints.
type PrintFact struct {
	Format string `json:"format"`
	Via    string `json:"via"`
	Source string `json:"source"`
}

// NetworkCheck is one place where a command refuses some networks.
type NetworkCheck struct {
	Rejects []string `json:"rejects"`
	Subject string   `json:"subject"`
	Message string   `json:"message,omitempty"`
	Source  string   `json:"source"`
}

// NetworkFacts are the networks a command accepts, when something restricts them.
type NetworkFacts struct {
	Accepts []string        `json:"accepts"`
	Checks  []*NetworkCheck `json:"checks"`
}

type rootRef struct {
	p *pkg
	e ast.Expr
	// field is the field of the literal that holds it: Run or RunS of command.Command (the wrapper
	// requires the configuration for RunS), cobra's Run, RunE or a pre-run.
	field string
}

type localDef struct {
	pos      token.Pos
	end      token.Pos // where the definition is complete: a use before it is not its
	scope    ast.Node
	assign   bool
	typ      ast.Expr
	val      ast.Expr
	idx      int
	rangeOf  ast.Expr
	rangeKey bool
	param    bool
}

// fnode is a function the analysis reads: a declaration, or a function literal used as a root.
type fnode struct {
	recv   string // "pkgpath.Type" of a method
	p      *pkg
	decl   *ast.FuncDecl
	lit    *ast.FuncLit
	key    string
	locals map[string][]localDef
}

func (f *fnode) body() *ast.BlockStmt {
	if f.decl != nil {
		return f.decl.Body
	}
	return f.lit.Body
}

func (f *fnode) ftype() *ast.FuncType {
	if f.decl != nil {
		return f.decl.Type
	}
	return f.lit.Type
}

type ectx struct {
	f    *fnode
	bind map[string][]string
}

type behaviour struct {
	prints   map[string]*PrintFact
	opens    map[string]*URLFact
	writes   map[string]*FileFact
	sections map[string]bool
	configAt []*FileFact
	checks   []*NetworkCheck
	fns      []*fnode // the functions reached, for the Needs part
}

const wildcard = "%v"
const maxAlts = 16

var networkUniverse []string

func recvTypeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvTypeName(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr:
		return recvTypeName(t.X)
	case *ast.IndexListExpr:
		return recvTypeName(t.X)
	}
	return ""
}

func (r *reader) inModules(path string) bool {
	for _, m := range []string{cliModule, flowkitModule, emulatorModule, cadenceTestModule} {
		if path == m || strings.HasPrefix(path, m+"/") {
			return r.roots[m] != ""
		}
	}
	return false
}

// loadAll loads every package of the CLI, flowkit and the emulator that cmd/flow imports, directly
// or not, so that interface implementations are looked up in a fixed set.
func (r *reader) loadAll() {
	queue := []string{cliModule + "/cmd/flow"}
	seen := map[string]bool{}
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		if seen[path] {
			continue
		}
		seen[path] = true
		if !r.packageExists(path) {
			r.missing = append(r.missing, path)
			continue
		}
		p := r.load(path)
		for _, imps := range p.imports {
			for _, ip := range imps {
				if r.inModules(ip) && !seen[ip] {
					queue = append(queue, ip)
				}
			}
		}
	}
	sort.Strings(r.missing)
}

func (r *reader) packageExists(importPath string) bool {
	for mod, root := range r.roots {
		if importPath == mod || strings.HasPrefix(importPath, mod+"/") {
			rel := strings.TrimPrefix(strings.TrimPrefix(importPath, mod), "/")
			if st, err := os.Stat(filepath.Join(root, rel)); err == nil && st.IsDir() {
				return true
			}
		}
	}
	return false
}

func (r *reader) sortedPkgs() []*pkg {
	var out []*pkg
	for _, p := range r.pkgs {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// testDouble tells the packages whose types are test doubles (mocks), never run by a command.
func testDouble(p *pkg) bool {
	base := filepath.Base(p.path)
	return base == "mocks" || base == "tests" || strings.HasSuffix(p.rel, "/mocks")
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

// ---- functions and their locals ----

func (r *reader) fnOf(p *pkg, d *ast.FuncDecl) *fnode {
	key := p.path + "." + d.Name.Name
	recv := ""
	if d.Recv != nil && len(d.Recv.List) == 1 {
		recv = p.path + "." + recvTypeName(d.Recv.List[0].Type)
		key = recv + "." + d.Name.Name
	}
	return r.fnKey(key, func() *fnode { return &fnode{p: p, decl: d, key: key, recv: recv} })
}

func (r *reader) fnLit(p *pkg, l *ast.FuncLit) *fnode {
	key := r.pos(l.Pos())
	return r.fnKey(key, func() *fnode { return &fnode{p: p, lit: l, key: key} })
}

func (r *reader) fnKey(key string, mk func() *fnode) *fnode {
	if f, ok := r.fns[key]; ok {
		return f
	}
	f := mk()
	r.fns[key] = f
	return f
}

func (r *reader) localsOf(f *fnode) map[string][]localDef {
	if f.locals != nil {
		return f.locals
	}
	loc := map[string][]localDef{}
	addFields := func(fl *ast.FieldList, scope ast.Node) {
		if fl == nil {
			return
		}
		for _, field := range fl.List {
			for _, n := range field.Names {
				loc[n.Name] = append(loc[n.Name], localDef{typ: field.Type, param: true, pos: scope.Pos(), scope: scope})
			}
		}
	}
	if f.decl != nil {
		addFields(f.decl.Recv, f.decl)
		addFields(f.decl.Type.Params, f.decl)
		addFields(f.decl.Type.Results, f.decl)
	} else {
		addFields(f.lit.Type.Params, f.lit)
		addFields(f.lit.Type.Results, f.lit)
	}
	var stack []ast.Node
	scope := func() ast.Node {
		for i := len(stack) - 1; i >= 0; i-- {
			switch stack[i].(type) {
			case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause, *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt,
				*ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.FuncLit:
				return stack[i]
			}
		}
		return f.body()
	}
	ast.Inspect(f.body(), func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch s := n.(type) {
		case *ast.FuncLit:
			addFields(s.Type.Params, s)
		case *ast.AssignStmt:
			if s.Tok != token.DEFINE && s.Tok != token.ASSIGN {
				break
			}
			for i, l := range s.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || id.Name == "_" {
					continue
				}
				d := localDef{pos: s.Pos(), end: s.End(), scope: scope(), assign: s.Tok == token.ASSIGN}
				if len(s.Lhs) == len(s.Rhs) {
					d.val = s.Rhs[i]
				} else if len(s.Rhs) == 1 {
					d.val, d.idx = s.Rhs[0], i
				}
				loc[id.Name] = append(loc[id.Name], d)
			}
		case *ast.ValueSpec:
			for i, id := range s.Names {
				d := localDef{typ: s.Type, pos: s.Pos(), end: s.End(), scope: scope()}
				if i < len(s.Values) {
					d.val = s.Values[i]
				}
				loc[id.Name] = append(loc[id.Name], d)
			}
		case *ast.RangeStmt:
			if id, ok := s.Key.(*ast.Ident); ok && id.Name != "_" {
				loc[id.Name] = append(loc[id.Name], localDef{rangeOf: s.X, rangeKey: true, pos: s.Pos(), end: s.X.End(), scope: s})
			}
			if id, ok := s.Value.(*ast.Ident); ok && id.Name != "_" {
				loc[id.Name] = append(loc[id.Name], localDef{rangeOf: s.X, pos: s.Pos(), end: s.X.End(), scope: s})
			}
		}
		stack = append(stack, n)
		return true
	})
	f.locals = loc
	return loc
}

// visible returns the definitions of a local that can reach a use: the last one made in a scope
// that encloses the use, and the assignments after it (in branches before the use).
func (r *reader) visible(f *fnode, name string, use token.Pos) []localDef {
	defs := r.localsOf(f)[name]
	var before []localDef
	for _, d := range defs {
		if d.end < use || d.param {
			before = append(before, d)
		}
	}
	if len(before) == 0 {
		return defs
	}
	last := -1
	for i, d := range before {
		if d.scope == nil || (d.scope.Pos() <= use && use <= d.scope.End()) {
			last = i
		}
	}
	if last < 0 {
		return before
	}
	out := []localDef{before[last]}
	for _, d := range before[last+1:] {
		if d.assign {
			out = append(out, d)
		}
	}
	return out
}

// ---- types: a type is an expression in the package that wrote it ----

type tref struct {
	p *pkg
	e ast.Expr
}

// typeSpec resolves a named type of the modules read (pointers stripped).
func (r *reader) typeSpec(t tref) (*pkg, *ast.TypeSpec) {
	if t.p == nil || t.e == nil {
		return nil, nil
	}
	switch x := t.e.(type) {
	case *ast.StarExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.ParenExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.IndexExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.Ident:
		if ts, ok := t.p.types[x.Name]; ok {
			return t.p, ts
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(t.p, x, id.Name); ok && r.pkgs[path] != nil {
				q := r.pkgs[path]
				if ts, ok := q.types[x.Sel.Name]; ok {
					return q, ts
				}
			}
		}
	}
	return nil, nil
}

// underlying returns the type expression a named type stands for (or the expression itself).
func (r *reader) underlying(t tref) tref {
	for i := 0; i < 8; i++ {
		if s, ok := t.e.(*ast.StarExpr); ok {
			t = tref{t.p, s.X}
			continue
		}
		q, ts := r.typeSpec(t)
		if ts == nil {
			return t
		}
		t = tref{q, ts.Type}
		if _, named := ts.Type.(*ast.Ident); !named {
			if _, sel := ts.Type.(*ast.SelectorExpr); !sel {
				return t
			}
		}
	}
	return t
}

func (r *reader) elemType(t tref, key bool) tref {
	u := r.underlying(t)
	switch x := u.e.(type) {
	case *ast.ArrayType:
		if key {
			return tref{}
		}
		return tref{u.p, x.Elt}
	case *ast.MapType:
		if key {
			return tref{u.p, x.Key}
		}
		return tref{u.p, x.Value}
	}
	return tref{}
}

func (r *reader) fieldType(t tref, name string, depth int) tref {
	if depth > 4 {
		return tref{}
	}
	u := r.underlying(t)
	st, ok := u.e.(*ast.StructType)
	if !ok {
		return tref{}
	}
	for _, f := range st.Fields.List {
		for _, n := range f.Names {
			if n.Name == name {
				return tref{u.p, f.Type}
			}
		}
	}
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			if ft := r.fieldType(tref{u.p, f.Type}, name, depth+1); ft.e != nil {
				return ft
			}
		}
	}
	return tref{}
}

// structField finds the field declaration behind X.F, for its flag tag.
func (r *reader) structFieldKey(t tref, name string) string {
	q, ts := r.typeSpec(t)
	if ts == nil {
		return ""
	}
	if st, ok := ts.Type.(*ast.StructType); ok {
		for _, f := range st.Fields.List {
			for _, n := range f.Names {
				if n.Name == name {
					return q.path + "." + ts.Name.Name + "." + name
				}
			}
		}
	}
	return ""
}

func (r *reader) isImportAlias(c ectx, id *ast.Ident) (string, bool) {
	if _, local := r.localsOf(c.f)[id.Name]; local {
		return "", false
	}
	return r.importOf(c.f.p, id, id.Name)
}

func (r *reader) pkgCtx(p *pkg) ectx {
	key := p.path + ".<package>"
	f := r.fnKey(key, func() *fnode {
		return &fnode{p: p, lit: &ast.FuncLit{Type: &ast.FuncType{}, Body: &ast.BlockStmt{}}, key: key}
	})
	return ectx{f: f}
}

func (r *reader) typeOf(c ectx, e ast.Expr, depth int) tref {
	if depth > 12 || e == nil {
		return tref{}
	}
	p := c.f.p
	switch x := e.(type) {
	case *ast.Ident:
		if _, ok := r.localsOf(c.f)[x.Name]; ok {
			for _, d := range r.visible(c.f, x.Name, x.Pos()) {
				var t tref
				switch {
				case d.typ != nil:
					t = tref{p, d.typ}
				case d.rangeOf != nil:
					t = r.elemType(r.typeOf(c, d.rangeOf, depth+1), d.rangeKey)
				case d.val != nil:
					if d.idx == 0 {
						t = r.typeOf(c, d.val, depth+1)
					} else if call, ok := d.val.(*ast.CallExpr); ok {
						t = r.resultType(c, call, d.idx, depth)
					}
				}
				if t.e != nil {
					return t
				}
			}
			return tref{}
		}
		if spec, ok := p.vars[x.Name]; ok {
			if spec.Type != nil {
				return tref{p, spec.Type}
			}
			for i, n := range spec.Names {
				if n.Name == x.Name && i < len(spec.Values) {
					return r.typeOf(r.pkgCtx(p), spec.Values[i], depth+1)
				}
			}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				q := r.pkgs[path]
				if q == nil {
					return tref{}
				}
				if spec, ok := q.vars[x.Sel.Name]; ok {
					if spec.Type != nil {
						return tref{q, spec.Type}
					}
					for i, n := range spec.Names {
						if n.Name == x.Sel.Name && i < len(spec.Values) {
							return r.typeOf(r.pkgCtx(q), spec.Values[i], depth+1)
						}
					}
				}
				return tref{}
			}
		}
		return r.fieldType(r.typeOf(c, x.X, depth+1), x.Sel.Name, 0)
	case *ast.CallExpr:
		return r.resultType(c, x, 0, depth)
	case *ast.CompositeLit:
		if x.Type != nil {
			return tref{p, x.Type}
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.typeOf(c, x.X, depth+1)
		}
	case *ast.StarExpr:
		return r.typeOf(c, x.X, depth+1)
	case *ast.ParenExpr:
		return r.typeOf(c, x.X, depth+1)
	case *ast.IndexExpr:
		return r.elemType(r.typeOf(c, x.X, depth+1), false)
	case *ast.TypeAssertExpr:
		if x.Type != nil {
			return tref{p, x.Type}
		}
	}
	return tref{}
}

func (r *reader) resultType(c ectx, call *ast.CallExpr, idx, depth int) tref {
	p := c.f.p
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		switch fn.Name {
		case "new":
			return tref{p, call.Args[0]}
		case "append":
			return r.typeOf(c, call.Args[0], depth+1)
		case "make":
			return tref{p, call.Args[0]}
		}
		if _, ok := p.types[fn.Name]; ok { // conversion
			return tref{p, fn}
		}
	case *ast.SelectorExpr:
		if id, ok := fn.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if q := r.pkgs[path]; q != nil {
					if _, ok := q.types[fn.Sel.Name]; ok {
						return tref{p, fn}
					}
				}
			}
		}
	case *ast.ParenExpr:
		return tref{p, fn.X}
	}
	for _, callee := range r.calleesAt(c, call, depth+1) {
		res := callee.ftype().Results
		if res == nil {
			continue
		}
		i := 0
		for _, field := range res.List {
			n := len(field.Names)
			if n == 0 {
				n = 1
			}
			for k := 0; k < n; k++ {
				if i == idx {
					return tref{callee.p, field.Type}
				}
				i++
			}
		}
	}
	return tref{}
}

// ---- calls ----

func (r *reader) methodsNamed(t tref, name string, depth int) []*fnode {
	if depth > 4 {
		return nil
	}
	q, ts := r.typeSpec(t)
	if ts == nil {
		return nil
	}
	if it, ok := ts.Type.(*ast.InterfaceType); ok {
		return r.implementations(q, ts, it, name)
	}
	if m, ok := q.methods[ts.Name.Name][name]; ok {
		return []*fnode{r.fnOf(q, m)}
	}
	if st, ok := ts.Type.(*ast.StructType); ok {
		for _, f := range st.Fields.List {
			if len(f.Names) == 0 {
				if ms := r.methodsNamed(tref{q, f.Type}, name, depth+1); len(ms) > 0 {
					return ms
				}
			}
		}
	}
	return nil
}

func (r *reader) interfaceMethods(q *pkg, it *ast.InterfaceType, depth int) []string {
	var names []string
	for _, m := range it.Methods.List {
		if len(m.Names) > 0 {
			for _, n := range m.Names {
				names = append(names, n.Name)
			}
		} else if depth < 4 {
			if q2, ts := r.typeSpec(tref{q, m.Type}); ts != nil {
				if it2, ok := ts.Type.(*ast.InterfaceType); ok {
					names = append(names, r.interfaceMethods(q2, it2, depth+1)...)
				}
			}
		}
	}
	return names
}

func (r *reader) implementations(q *pkg, ts *ast.TypeSpec, it *ast.InterfaceType, name string) []*fnode {
	key := q.path + "." + ts.Name.Name + "." + name
	if out, ok := r.impls[key]; ok {
		return out
	}
	r.impls[key] = nil
	names := r.interfaceMethods(q, it, 0)
	var out []*fnode
	for _, p := range r.sortedPkgs() {
		if testDouble(p) {
			continue
		}
		var tnames []string
		for tn := range p.methods {
			tnames = append(tnames, tn)
		}
		sort.Strings(tnames)
		for _, tn := range tnames {
			ms := p.methods[tn]
			all := len(names) > 0
			for _, n := range names {
				if ms[n] == nil {
					all = false
					break
				}
			}
			if all && ms[name] != nil {
				out = append(out, r.fnOf(p, ms[name]))
			}
		}
	}
	r.impls[key] = out
	return out
}

// callees resolves the functions a call may run (nil for calls outside the modules read).
func (r *reader) callees(c ectx, call *ast.CallExpr) []*fnode {
	return r.calleesAt(c, call, 0)
}

func (r *reader) calleesAt(c ectx, call *ast.CallExpr, depth int) []*fnode {
	if depth > 12 {
		return nil
	}
	fun := call.Fun
	for {
		switch x := fun.(type) {
		case *ast.IndexExpr:
			fun = x.X
			continue
		case *ast.IndexListExpr:
			fun = x.X
			continue
		case *ast.ParenExpr:
			fun = x.X
			continue
		}
		break
	}
	p := c.f.p
	switch x := fun.(type) {
	case *ast.Ident:
		if _, local := r.localsOf(c.f)[x.Name]; local {
			return nil
		}
		if d, ok := p.funcs[x.Name]; ok {
			return []*fnode{r.fnOf(p, d)}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if q := r.pkgs[path]; q != nil {
					if d, ok := q.funcs[x.Sel.Name]; ok {
						return []*fnode{r.fnOf(q, d)}
					}
				}
				return nil
			}
		}
		t := r.typeOf(c, x.X, depth+1)
		if t.e == nil {
			r.unresolved[x.Sel.Name]++
			return nil
		}
		return r.methodsNamed(t, x.Sel.Name, 0)
	}
	return nil
}

// funcRefs are the functions of the modules an expression names without calling them.
func (r *reader) funcRefs(c ectx, n ast.Node) []*fnode {
	var out []*fnode
	skip := map[ast.Expr]bool{}
	ast.Inspect(n, func(m ast.Node) bool {
		switch x := m.(type) {
		case *ast.CallExpr:
			skip[x.Fun] = true
		case *ast.KeyValueExpr:
			skip[x.Key] = true
		case *ast.Ident:
			if skip[x] {
				return true
			}
			if _, local := r.localsOf(c.f)[x.Name]; local {
				return true
			}
			if d, ok := c.f.p.funcs[x.Name]; ok {
				out = append(out, r.fnOf(c.f.p, d))
			}
		case *ast.SelectorExpr:
			skip[x.Sel] = true
			if skip[x] {
				return true
			}
			if id, ok := x.X.(*ast.Ident); ok {
				if path, ok := r.isImportAlias(c, id); ok {
					if q := r.pkgs[path]; q != nil {
						if d, ok := q.funcs[x.Sel.Name]; ok {
							out = append(out, r.fnOf(q, d))
						}
					}
					return false
				}
			}
		}
		return true
	})
	return out
}

var printerMethods = []string{"String", "Oneliner", "View", "Init", "Update", "Error"}

// rootsOf turns a run field's expression into functions: a function name, a literal, a call that
// returns a literal (deployContract(...)), another command's RunS field, or function references.
func (r *reader) rootsOf(rr rootRef) []*fnode {
	c := r.pkgCtx(rr.p)
	switch x := rr.e.(type) {
	case *ast.FuncLit:
		return []*fnode{r.fnLit(rr.p, x)}
	case *ast.Ident:
		if d, ok := rr.p.funcs[x.Name]; ok {
			return []*fnode{r.fnOf(rr.p, d)}
		}
	case *ast.CallExpr:
		return r.callees(c, x)
	case *ast.SelectorExpr:
		// pkg.Var.RunS: the field of another command.Command literal
		if inner, ok := x.X.(*ast.SelectorExpr); ok {
			if id, ok := inner.X.(*ast.Ident); ok {
				if path, ok := r.importOf(rr.p, inner, id.Name); ok {
					q := r.load(path)
					if spec, ok := q.vars[inner.Sel.Name]; ok {
						for _, v := range spec.Values {
							lit := v
							if u, ok := v.(*ast.UnaryExpr); ok {
								lit = u.X
							}
							if cl, ok := lit.(*ast.CompositeLit); ok {
								for _, el := range cl.Elts {
									if kv, ok := el.(*ast.KeyValueExpr); ok && kv.Key.(*ast.Ident).Name == x.Sel.Name {
										return r.rootsOf(rootRef{p: q, e: kv.Value, field: rr.field})
									}
								}
							}
						}
					}
				}
			}
		}
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(rr.p, x, id.Name); ok {
				q := r.load(path)
				if d, ok := q.funcs[x.Sel.Name]; ok {
					return []*fnode{r.fnOf(q, d)}
				}
			}
		}
	case *ast.CompositeLit: // the arguments of a constructor call
		return r.funcRefs(c, x)
	}
	fail("%s: cannot tell which function runs the command (%T)", r.pos(rr.e.Pos()), rr.e)
	return nil
}

// sinkMethod tells the calls the analysis reads as effects instead of following them.
func (r *reader) stateSave(c ectx, call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	switch sel.Sel.Name {
	case "Save", "SaveDefault", "SaveEdited":
	default:
		return ""
	}
	q, ts := r.typeSpec(r.typeOf(c, sel.X, 0))
	if ts != nil && q.path == flowkitModule && ts.Name.Name == "State" {
		return sel.Sel.Name
	}
	return ""
}

// isInterfaceCall tells a method call on a value of an interface type of the modules read.
func (r *reader) isInterfaceCall(c ectx, call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if id, ok := sel.X.(*ast.Ident); ok {
		if _, alias := r.isImportAlias(c, id); alias {
			return false
		}
	}
	_, ts := r.typeSpec(r.typeOf(c, sel.X, 0))
	if ts == nil {
		return false
	}
	_, ok = ts.Type.(*ast.InterfaceType)
	return ok
}

// reach returns the functions reached from the roots, in a stable order. An interface method
// call reaches the implementations whose type the reached code builds (a composite literal,
// new(T), or a method called on a value of that type): rapid type analysis, seeded with the types
// the command wrapper builds for wrapped commands.
func (r *reader) reach(roots []*fnode, seed map[string]bool) ([]*fnode, map[string]bool) {
	seen := map[string]bool{}
	inst := map[string]bool{}
	for k := range seed {
		inst[k] = true
	}
	pending := map[string][]*fnode{}
	var order []*fnode
	queue := append([]*fnode{}, roots...)
	live := func(key string) {
		if key == "" || inst[key] {
			return
		}
		inst[key] = true
		queue = append(queue, pending[key]...)
		delete(pending, key)
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if seen[f.key] {
			continue
		}
		seen[f.key] = true
		order = append(order, f)
		c := ectx{f: f}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if r.stateSave(c, x) != "" {
					return true
				}
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "new" && len(x.Args) == 1 {
					if q, ts := r.typeSpec(tref{f.p, x.Args[0]}); ts != nil {
						live(q.path + "." + ts.Name.Name)
					}
				}
				iface := r.isInterfaceCall(c, x)
				for _, g := range r.callees(c, x) {
					if iface && g.recv != "" && !inst[g.recv] {
						pending[g.recv] = append(pending[g.recv], g)
						continue
					}
					if !iface {
						live(g.recv)
					}
					if !seen[g.key] {
						queue = append(queue, g)
					}
				}
			case *ast.ValueSpec, *ast.CompositeLit:
				var t ast.Expr
				if vs, ok := x.(*ast.ValueSpec); ok {
					t = vs.Type
				} else {
					t = x.(*ast.CompositeLit).Type
				}
				q, ts := r.typeSpec(tref{f.p, t})
				if ts != nil {
					live(q.path + "." + ts.Name.Name)
					for _, m := range printerMethods {
						if d, ok := q.methods[ts.Name.Name][m]; ok {
							queue = append(queue, r.fnOf(q, d))
						}
					}
				}
			}
			return true
		})
		for _, g := range r.funcRefs(c, f.body()) {
			if !seen[g.key] {
				queue = append(queue, g)
			}
		}
	}
	sort.Slice(order, func(i, j int) bool { return order[i].key < order[j].key })
	return order, inst
}

// ---- strings: what a string expression can be, as format strings ----

var ansiEscape = regexp.MustCompile("\x1b\\[[0-9;]*m")
var verbRe = regexp.MustCompile(`%[-+# 0]*(\[\d+\])?(\*|\d+)?(\.(\*|\d+)?)?[a-zA-Z%]`)

func escapePct(s string) string { return strings.ReplaceAll(s, "%", "%%") }

func capAlts(in []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	if len(out) > maxAlts {
		return []string{wildcard}
	}
	return out
}

func cross(a, b []string) []string {
	var out []string
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return capAlts(out)
}

// onlyWild: every alternative is nothing but verbs (an empty string is a value, not a wildcard).
func onlyWild(alts []string) bool {
	for _, a := range alts {
		if a == "" || strings.TrimSpace(verbRe.ReplaceAllString(a, "")) != "" {
			return false
		}
	}
	return true
}

func (r *reader) calleeIs(c ectx, call *ast.CallExpr, importPath string, names ...string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	path, ok := r.isImportAlias(c, id)
	if !ok || path != importPath {
		return false
	}
	for _, n := range names {
		if sel.Sel.Name == n {
			return true
		}
	}
	return false
}

func methodName(call *ast.CallExpr) string {
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		return sel.Sel.Name
	}
	return ""
}

var httpMethods = map[string]string{"MethodGet": "GET", "MethodPost": "POST", "MethodPut": "PUT", "MethodDelete": "DELETE", "MethodPatch": "PATCH", "MethodHead": "HEAD"}

// evalStr returns the format strings an expression can evaluate to (literal % escaped unless raw).
func (r *reader) evalStr(c ectx, e ast.Expr, depth int, raw bool) []string {
	if depth > 12 || e == nil {
		return []string{wildcard}
	}
	p := c.f.p
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			s, err := strconv.Unquote(x.Value)
			if err != nil {
				return []string{wildcard}
			}
			s = ansiEscape.ReplaceAllString(s, "")
			if !raw {
				s = escapePct(s)
			}
			return []string{s}
		}
		if x.Kind == token.CHAR {
			s, err := strconv.Unquote(x.Value)
			if err == nil {
				return []string{escapePct(s)}
			}
		}
		return []string{x.Value}
	case *ast.ParenExpr:
		return r.evalStr(c, x.X, depth, raw)
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return cross(r.evalStr(c, x.X, depth+1, raw), r.evalStr(c, x.Y, depth+1, raw))
		}
	case *ast.Ident:
		if alts, ok := c.bind[x.Name]; ok {
			return alts
		}
		if _, ok := r.localsOf(c.f)[x.Name]; ok {
			var out []string
			for _, d := range r.visible(c.f, x.Name, x.Pos()) {
				switch {
				case d.rangeOf != nil && !d.rangeKey:
					elems := r.listElems(c, d.rangeOf, 0)
					if len(elems) == 0 {
						out = append(out, wildcard)
					}
					for _, el := range elems {
						out = append(out, r.evalStr(el.c, el.e, depth+1, raw)...)
					}
				case d.val != nil && d.idx == 0:
					out = append(out, r.evalStr(c, d.val, depth+1, raw)...)
				case d.param && c.f.decl != nil && c.bind == nil:
					out = append(out, r.paramAlts(c.f, x.Name, depth)...)
				default:
					out = append(out, wildcard)
				}
			}
			return capAlts(out)
		}
		if v, ok := p.consts[x.Name]; ok {
			return r.evalStr(r.pkgCtx(p), v, depth+1, raw)
		}
		if spec, ok := p.vars[x.Name]; ok {
			for i, n := range spec.Names {
				if n.Name == x.Name && i < len(spec.Values) {
					return r.evalStr(r.pkgCtx(p), spec.Values[i], depth+1, raw)
				}
			}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if path == "net/http" {
					if m, ok := httpMethods[x.Sel.Name]; ok {
						return []string{m}
					}
				}
				if q := r.pkgs[path]; q != nil {
					if v, ok := q.consts[x.Sel.Name]; ok {
						return r.evalStr(r.pkgCtx(q), v, depth+1, raw)
					}
					if spec, ok := q.vars[x.Sel.Name]; ok {
						for i, n := range spec.Names {
							if n.Name == x.Sel.Name && i < len(spec.Values) {
								return r.evalStr(r.pkgCtx(q), spec.Values[i], depth+1, raw)
							}
						}
					}
				}
				return []string{wildcard}
			}
		}
		// a field of a package-level struct literal (config.DefaultEmulator.ServiceAccount), unless
		// a flag sets it
		if r.flagOf(c, x, 0) != "" {
			return []string{wildcard}
		}
		if v, q := r.fieldOfVar(p, x); v != nil && q != nil {
			if _, isLit := v.(*ast.BasicLit); isLit {
				return r.evalStr(r.pkgCtx(q), v, depth+1, raw)
			}
		}
		if alts := r.fieldAlts(c, x, depth); alts != nil {
			return alts
		}
	case *ast.CallExpr:
		return r.evalCall(c, x, depth, raw)
	case *ast.IndexExpr:
		// an element of a literal list or map: any of its values
		if elems := r.listElems(c, x.X, 0); len(elems) > 0 {
			var out []string
			for _, el := range elems {
				out = append(out, r.evalStr(el.c, el.e, depth+1, raw)...)
			}
			return capAlts(out)
		}
	}
	return []string{wildcard}
}

// callSites: the calls of an unexported function, or of an unexported method by its name, in
// its own package, with the function each call is in.
func (r *reader) callSites(f *fnode, visit func(caller *fnode, call *ast.CallExpr) bool) {
	if f.decl == nil || ast.IsExported(f.decl.Name.Name) {
		return
	}
	name := f.decl.Name.Name
	for _, file := range f.p.files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			match := false
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				match = f.decl.Recv == nil && fun.Name == name
			case *ast.SelectorExpr:
				match = f.decl.Recv != nil && fun.Sel.Name == name
			}
			if match {
				if caller := r.enclosing(f.p, file, call); caller != nil {
					return visit(caller, call)
				}
			}
			return true
		})
	}
}

func paramIndex(fd *ast.FuncDecl, name string) (int, ast.Expr) {
	i := 0
	for _, field := range fd.Type.Params.List {
		for _, n := range field.Names {
			if n.Name == name {
				return i, field.Type
			}
			i++
		}
	}
	return -1, nil
}

// fieldAlts: the values a string field of a struct of the modules is given anywhere in its
// package (x.Result = "Snapshot created", T{Result: ...}); nil when it is given none there.
func (r *reader) fieldAlts(c ectx, x *ast.SelectorExpr, depth int) []string {
	q, ts := r.typeSpec(r.typeOf(c, x.X, 0))
	if ts == nil {
		return nil
	}
	if _, ok := ts.Type.(*ast.StructType); !ok {
		return nil
	}
	key := q.path + "." + ts.Name.Name + "." + x.Sel.Name
	if alts, ok := r.fieldCache[key]; ok {
		return alts
	}
	r.fieldCache[key] = []string{wildcard} // while reading it: a field set from itself
	var out []string
	found := false
	for _, file := range q.files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch y := n.(type) {
			case *ast.AssignStmt:
				for i, l := range y.Lhs {
					sel, ok := l.(*ast.SelectorExpr)
					if !ok || sel.Sel.Name != x.Sel.Name || len(y.Lhs) != len(y.Rhs) {
						continue
					}
					fn := r.enclosing(q, file, y)
					if fn == nil {
						continue
					}
					if q2, ts2 := r.typeSpec(r.typeOf(ectx{f: fn}, sel.X, 0)); ts2 != ts || q2 != q {
						continue
					}
					found = true
					out = append(out, r.evalStr(ectx{f: fn}, y.Rhs[i], depth+3, false)...)
				}
			case *ast.CompositeLit:
				if q2, ts2 := r.typeSpec(tref{q, y.Type}); ts2 != ts || q2 != q {
					return true
				}
				fn := r.enclosing(q, file, y)
				for _, el := range y.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok && id.Name == x.Sel.Name {
							found = true
							if fn == nil {
								out = append(out, wildcard)
							} else {
								out = append(out, r.evalStr(ectx{f: fn}, kv.Value, depth+3, false)...)
							}
						}
					}
				}
			}
			return true
		})
	}
	var alts []string
	if found {
		alts = capAlts(out)
	}
	r.fieldCache[key] = alts
	return alts
}

type elemRef struct {
	c ectx
	e ast.Expr
}

// listElems: the elements of a list a variable holds when the code builds it from a literal and
// append calls (items := []string{...}; items = append(items, ...)), following a parameter of an
// unexported function to what its callers pass; nil when unknown.
func (r *reader) listElems(c ectx, e ast.Expr, depth int) []elemRef {
	if depth > 3 {
		return nil
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		var out []elemRef
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			out = append(out, elemRef{c, el})
		}
		return out
	case *ast.Ident:
		var out []elemRef
		for _, d := range r.localsOf(c.f)[x.Name] {
			switch {
			case d.param && c.f.decl != nil && !ast.IsExported(c.f.decl.Name.Name):
				out = append(out, r.paramElems(c.f, x.Name, depth)...)
			case d.val == nil || d.idx != 0:
			case d.end > x.Pos():
			default:
				if call, ok := d.val.(*ast.CallExpr); ok {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "append" && len(call.Args) > 1 {
						for _, a := range call.Args[1:] {
							out = append(out, elemRef{c, a})
						}
						continue
					}
				}
				out = append(out, r.listElems(c, d.val, depth+1)...)
			}
		}
		return out
	case *ast.SelectorExpr:
		// a slice field of a struct of the package, filled with X.field = append(X.field, ...)
		if _, ts := r.typeSpec(r.typeOf(c, x.X, 0)); ts != nil {
			var out []elemRef
			for _, file := range c.f.p.files {
				ast.Inspect(file, func(n ast.Node) bool {
					as, ok := n.(*ast.AssignStmt)
					if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
						return true
					}
					lhs, ok := as.Lhs[0].(*ast.SelectorExpr)
					if !ok || lhs.Sel.Name != x.Sel.Name {
						return true
					}
					call, ok := as.Rhs[0].(*ast.CallExpr)
					if !ok {
						return true
					}
					if id, isID := call.Fun.(*ast.Ident); !isID || id.Name != "append" {
						return true
					}
					if fn := r.enclosing(c.f.p, file, as); fn != nil {
						for _, a := range call.Args[1:] {
							out = append(out, elemRef{ectx{f: fn}, a})
						}
					}
					return true
				})
			}
			return out
		}
	}
	return nil
}

func (r *reader) paramElems(f *fnode, name string, depth int) []elemRef {
	idx, _ := paramIndex(f.decl, name)
	var out []elemRef
	r.callSites(f, func(caller *fnode, call *ast.CallExpr) bool {
		if idx >= 0 && idx < len(call.Args) {
			out = append(out, r.listElems(ectx{f: caller}, call.Args[idx], depth+1)...)
		}
		return true
	})
	return out
}

// paramAlts: a parameter of an unexported function is what its callers pass, when every call
// site of the package passes a constant string (handleError("Command Error", err)).
func (r *reader) paramAlts(f *fnode, name string, depth int) []string {
	if ast.IsExported(f.decl.Name.Name) || depth > 8 {
		return []string{wildcard}
	}
	idx, typ := paramIndex(f.decl, name)
	if id, ok := typ.(*ast.Ident); idx < 0 || !ok || id.Name != "string" {
		return []string{wildcard}
	}
	var out []string
	sites := 0
	r.callSites(f, func(caller *fnode, call *ast.CallExpr) bool {
		if idx >= len(call.Args) {
			return true
		}
		sites++
		if sites <= 12 {
			out = append(out, r.evalStr(ectx{f: caller}, call.Args[idx], depth+3, false)...)
		}
		return true
	})
	if sites == 0 || sites > 12 {
		return []string{wildcard}
	}
	alts := capAlts(out)
	for _, a := range alts {
		if a == wildcard {
			return []string{wildcard}
		}
	}
	return alts
}

func (r *reader) enclosing(p *pkg, file *ast.File, n ast.Node) *fnode {
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && fd.Pos() <= n.Pos() && n.End() <= fd.End() {
			return r.fnOf(p, fd)
		}
	}
	return nil
}

func (r *reader) evalCall(c ectx, call *ast.CallExpr, depth int, raw bool) []string {
	switch {
	case r.calleeIs(c, call, "fmt", "Sprintf", "Errorf"):
		if len(call.Args) == 0 {
			return []string{wildcard}
		}
		return r.formatWith(c, call.Args[0], call.Args[1:], depth)
	case r.calleeIs(c, call, "fmt", "Sprint"):
		out := []string{""}
		for _, a := range call.Args {
			out = cross(out, r.evalStr(c, a, depth+1, false))
		}
		return out
	case r.calleeIs(c, call, "fmt", "Sprintln"):
		out := []string{""}
		for i, a := range call.Args {
			if i > 0 {
				out = cross(out, []string{" "})
			}
			out = cross(out, r.evalStr(c, a, depth+1, false))
		}
		return cross(out, []string{"\n"})
	case r.calleeIs(c, call, "errors", "New"):
		if len(call.Args) == 1 {
			return r.evalStr(c, call.Args[0], depth+1, raw)
		}
	case r.calleeIs(c, call, "strings", "TrimSpace"):
		if len(call.Args) == 1 {
			return r.evalStr(c, call.Args[0], depth+1, raw)
		}
	case r.calleeIs(c, call, "path/filepath", "Join"), r.calleeIs(c, call, "path", "Join"):
		out := []string{""}
		for _, a := range call.Args {
			var next []string
			for _, prefix := range out {
				for _, part := range r.evalStr(c, a, depth+1, raw) {
					switch {
					case part == "":
						next = append(next, prefix)
					case prefix == "":
						next = append(next, part)
					default:
						next = append(next, strings.TrimSuffix(prefix, "/")+"/"+part)
					}
				}
			}
			out = capAlts(next)
		}
		return out
	}
	name := methodName(call)
	if name == "Render" && len(call.Args) >= 1 { // lipgloss styles: the text, styled
		out := []string{""}
		for i, a := range call.Args {
			if i > 0 {
				out = cross(out, []string{" "})
			}
			out = cross(out, r.evalStr(c, a, depth+1, raw))
		}
		return out
	}
	if name == "String" && len(call.Args) == 0 {
		// aurora's coloured values: aurora.Green(text).String(), aurora.Gray(12, text).String(),
		// aurora.Colorize(text, color).String() print their text
		if inner, ok := call.Fun.(*ast.SelectorExpr).X.(*ast.CallExpr); ok {
			if sel, ok := inner.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					if path, ok := r.isImportAlias(c, id); ok && strings.Contains(path, "logrusorgru/aurora") && len(inner.Args) > 0 {
						arg := inner.Args[0]
						if strings.HasPrefix(sel.Sel.Name, "Gray") || strings.HasPrefix(sel.Sel.Name, "BgGray") || strings.HasSuffix(sel.Sel.Name, "Index") {
							arg = inner.Args[len(inner.Args)-1]
						}
						return r.evalStr(c, arg, depth+1, raw)
					}
				}
			}
		}
	}
	if name == "String" || name == "Error" {
		return []string{wildcard}
	}
	var callees []*fnode
	iface := r.isInterfaceCall(c, call)
	for _, g := range r.callees(c, call) {
		if !iface || r.curInst == nil || r.curInst[g.recv] {
			callees = append(callees, g)
		}
	}
	if len(callees) == 0 || len(callees) > 6 {
		return []string{wildcard}
	}
	var out []string
	for _, g := range callees {
		out = append(out, r.inline(c, g, call, depth, raw)...)
	}
	return capAlts(out)
}

// inline evaluates what a string-returning function of the modules returns for these arguments.
func (r *reader) inline(c ectx, g *fnode, call *ast.CallExpr, depth int, raw bool) []string {
	bind := map[string][]string{}
	i := 0
	for _, field := range g.ftype().Params.List {
		for _, n := range field.Names {
			if i < len(call.Args) {
				if _, variadic := field.Type.(*ast.Ellipsis); !variadic {
					bind[n.Name] = r.evalStr(c, call.Args[i], depth+1, false)
				}
			}
			i++
		}
	}
	inner := ectx{f: g, bind: bind}
	var out []string
	found := false
	ast.Inspect(g.body(), func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) >= 1 {
			// a value returned with an error is not the one callers go on with
			if len(ret.Results) >= 2 {
				if id, ok := ret.Results[len(ret.Results)-1].(*ast.Ident); !ok || id.Name != "nil" {
					if _, isCall := ret.Results[len(ret.Results)-1].(*ast.CallExpr); isCall || ok {
						return true
					}
				}
			}
			found = true
			out = append(out, r.evalStr(inner, ret.Results[0], depth+1, raw)...)
		}
		return true
	})
	if !found {
		return []string{wildcard}
	}
	return capAlts(out)
}

// formatWith substitutes the arguments it can evaluate into a format's %s and %v verbs.
func (r *reader) formatWith(c ectx, format ast.Expr, args []ast.Expr, depth int) []string {
	var out []string
	for _, f := range r.evalStr(c, format, depth+1, true) {
		alts := []string{""}
		last := 0
		argi := 0
		for _, loc := range verbRe.FindAllStringIndex(f, -1) {
			verb := f[loc[0]:loc[1]]
			alts = cross(alts, []string{f[last:loc[0]]})
			last = loc[1]
			if verb == "%%" {
				alts = cross(alts, []string{"%%"})
				continue
			}
			if strings.Contains(verb, "*") || strings.Contains(verb, "[") || argi >= len(args) {
				alts = cross(alts, []string{verb})
				argi++
				continue
			}
			kind := verb[len(verb)-1]
			sub := r.evalStr(c, args[argi], depth+1, false)
			argi++
			if (kind == 's' || kind == 'v' || kind == 'w') && !onlyWild(sub) {
				alts = cross(alts, sub)
			} else if kind == 'q' && !onlyWild(sub) {
				alts = cross(alts, cross(cross([]string{`"`}, sub), []string{`"`}))
			} else {
				alts = cross(alts, []string{verb})
			}
		}
		alts = cross(alts, []string{f[last:]})
		out = append(out, alts...)
	}
	return capAlts(out)
}

// ---- effects ----

func newBehaviour() *behaviour {
	return &behaviour{prints: map[string]*PrintFact{}, opens: map[string]*URLFact{}, writes: map[string]*FileFact{}, sections: map[string]bool{}}
}

// lineWorthy: a line format with no character besides white space and no verb prints nothing.
func lineWorthy(line string) bool {
	rest := strings.ReplaceAll(verbRe.ReplaceAllString(line, ""), " ", "")
	rest = strings.ReplaceAll(rest, "\t", "")
	n := len([]rune(rest))
	return n >= 1 || verbRe.MatchString(line)
}

func (b *behaviour) print(alts []string, via, at string) {
	for _, a := range alts {
		for _, line := range strings.Split(a, "\n") {
			line = strings.TrimRight(line, " \t\r")
			if !lineWorthy(line) {
				continue
			}
			if _, ok := b.prints[line]; !ok {
				b.prints[line] = &PrintFact{Format: line, Via: via, Source: at}
			}
		}
	}
}

func (r *reader) src(n ast.Node) string {
	return r.source(n)
}

// writeOf reads a statement that writes text to a writer: fmt.Fprint*, fmt.Print*, WriteString.
func (r *reader) writeOf(c ectx, s ast.Stmt) (string, []string, bool) {
	var call *ast.CallExpr
	switch st := s.(type) {
	case *ast.ExprStmt:
		call, _ = st.X.(*ast.CallExpr)
	case *ast.AssignStmt:
		if len(st.Rhs) == 1 {
			call, _ = st.Rhs[0].(*ast.CallExpr)
		}
	}
	if call == nil {
		return "", nil, false
	}
	concat := func(args []ast.Expr, sep, end string) []string {
		out := []string{""}
		for i, a := range args {
			if i > 0 && sep != "" {
				out = cross(out, []string{sep})
			}
			out = cross(out, r.evalStr(c, a, 0, false))
		}
		return cross(out, []string{end})
	}
	switch {
	case r.calleeIs(c, call, "fmt", "Fprintf") && len(call.Args) >= 2:
		return r.src(call.Args[0]), r.formatWith(c, call.Args[1], call.Args[2:], 0), true
	case r.calleeIs(c, call, "fmt", "Fprint") && len(call.Args) >= 1:
		return r.src(call.Args[0]), concat(call.Args[1:], "", ""), true
	case r.calleeIs(c, call, "fmt", "Fprintln") && len(call.Args) >= 1:
		return r.src(call.Args[0]), concat(call.Args[1:], " ", "\n"), true
	case r.calleeIs(c, call, "fmt", "Printf") && len(call.Args) >= 1:
		return "os.Stdout", r.formatWith(c, call.Args[0], call.Args[1:], 0), true
	case r.calleeIs(c, call, "fmt", "Print"):
		return "os.Stdout", concat(call.Args, "", ""), true
	case r.calleeIs(c, call, "fmt", "Println"):
		return "os.Stdout", concat(call.Args, " ", "\n"), true
	case r.calleeIs(c, call, "io", "WriteString") && len(call.Args) == 2:
		return r.src(call.Args[0]), r.evalStr(c, call.Args[1], 0, false), true
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok && len(call.Args) == 1 {
		switch sel.Sel.Name {
		case "WriteString", "WriteRune", "WriteByte":
			return r.src(sel.X), r.evalStr(c, call.Args[0], 0, false), true
		}
	}
	return "", nil, false
}

// walkWrites groups consecutive writes to one writer within a block into lines.
func (r *reader) walkWrites(c ectx, b *behaviour, list []ast.Stmt) {
	var writer string
	var acc []string
	var at string
	flush := func() {
		if acc != nil {
			b.print(acc, "print", at)
		}
		writer, acc, at = "", nil, ""
	}
	for _, s := range list {
		if w, alts, ok := r.writeOf(c, s); ok {
			if w != writer || acc == nil {
				flush()
				writer, acc, at = w, []string{""}, r.pos(s.Pos())
			}
			acc = cross(acc, alts)
			continue
		}
		flush()
		r.walkNested(c, b, s)
	}
	flush()
}

func (r *reader) walkNested(c ectx, b *behaviour, s ast.Node) {
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.BlockStmt:
			r.walkWrites(c, b, x.List)
			return false
		case *ast.CaseClause:
			r.walkWrites(c, b, x.Body)
			return false
		case *ast.CommClause:
			r.walkWrites(c, b, x.Body)
			return false
		}
		return true
	})
}

var loggerMethods = map[string]string{"Info": "logger", "Error": "logger", "Debug": "logger", "StartProgress": "progress"}
var loggerName = regexp.MustCompile(`(?i)(^|\.)(logger|log)$`)

// loggerLine: a call of the CLI's logger (flowkit's output.Logger) and the text it prints.
func (r *reader) loggerLine(c ectx, call *ast.CallExpr) ([]string, string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return nil, "", false
	}
	via, ok := loggerMethods[sel.Sel.Name]
	if !ok {
		return nil, "", false
	}
	q, ts := r.typeSpec(r.typeOf(c, sel.X, 0))
	isLogger := ts != nil && q.path == flowkitModule+"/output" && (ts.Name.Name == "Logger" || ts.Name.Name == "StdoutLogger")
	if !isLogger && (ts != nil || !loggerName.MatchString(r.src(sel.X))) {
		return nil, "", false
	}
	msg := r.evalStr(c, call.Args[0], 0, false)
	// the text StdoutLogger.<Method> hands to its log(): Error adds the error emoji
	out := r.pkgs[flowkitModule+"/output"]
	if out != nil {
		if m := out.methods["StdoutLogger"][sel.Sel.Name]; m != nil && len(m.Type.Params.List) == 1 && len(m.Type.Params.List[0].Names) == 1 {
			g := r.fnOf(out, m)
			param := m.Type.Params.List[0].Names[0].Name
			var res []string
			ast.Inspect(m.Body, func(n ast.Node) bool {
				if inner, ok := n.(*ast.CallExpr); ok && methodName(inner) == "log" && len(inner.Args) >= 1 {
					res = r.evalStr(ectx{f: g, bind: map[string][]string{param: msg}}, inner.Args[0], 0, false)
				}
				return true
			})
			if res != nil {
				return res, via, true
			}
		}
	}
	return msg, via, true
}

// zerologLine: a zerolog event (logger.Info().Str("k", v).Msgf(...)) as zerolog's console writer
// prints it: time, level, message, then the fields sorted by name (error first).
func (r *reader) zerologLine(c ectx, call *ast.CallExpr) ([]string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "Msg" && sel.Sel.Name != "Msgf") || len(call.Args) == 0 {
		return nil, false
	}
	level := ""
	var fields []string
	unknownFields := false
	x := sel.X
	for {
		inner, ok := x.(*ast.CallExpr)
		if !ok {
			break
		}
		isel, ok := inner.Fun.(*ast.SelectorExpr)
		if !ok {
			break
		}
		name := isel.Sel.Name
		if lv, ok := r.zerologLevels[name]; ok && len(inner.Args) == 0 {
			level = lv
		} else if name == "Err" {
			fields = append(fields, "error")
		} else if name == "Fields" || name == "Dict" || name == "EmbedObject" {
			unknownFields = true
		} else if len(inner.Args) >= 1 {
			if k := r.evalStr(c, inner.Args[0], 0, true); len(k) == 1 && k[0] != wildcard && !strings.Contains(k[0], "%") {
				fields = append(fields, k[0])
			}
		}
		x = isel.X
	}
	if level == "" {
		return nil, false
	}
	var msg []string
	if sel.Sel.Name == "Msgf" {
		msg = r.formatWith(c, call.Args[0], call.Args[1:], 0)
	} else {
		msg = r.evalStr(c, call.Args[0], 0, false)
	}
	sort.Strings(fields)
	tail := ""
	for i, f := range fields {
		if f == "error" {
			fields = append([]string{"error"}, append(fields[:i:i], fields[i+1:]...)...)
			break
		}
	}
	for _, f := range fields {
		tail += " " + escapePct(f) + "=%v"
	}
	if unknownFields {
		tail += " %v"
	}
	return cross(cross([]string{"%v " + level + " "}, msg), []string{tail}), true
}

func (r *reader) isErrorExit(c ectx, list []ast.Stmt) (bool, string) {
	if len(list) == 0 {
		return false, ""
	}
	switch s := list[len(list)-1].(type) {
	case *ast.ReturnStmt:
		if len(s.Results) == 0 {
			return false, ""
		}
		if call, ok := s.Results[len(s.Results)-1].(*ast.CallExpr); ok {
			if r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New") {
				return true, r.evalStr(c, call, 0, false)[0]
			}
		}
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if r.calleeIs(c, call, "os", "Exit") {
				return true, ""
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true, ""
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Exit" || sel.Sel.Name == "Fatal" || sel.Sel.Name == "Fatalf") {
				msg := ""
				if len(call.Args) > 1 {
					msg = r.evalStr(c, call.Args[len(call.Args)-1], 0, false)[0]
				}
				return true, msg
			}
		}
	}
	return false, ""
}

var sdkChains = map[string]bool{"Mainnet": true, "Testnet": true, "Emulator": true}

// networkOf: the network a constant names (a network name, flowkit's config networks and their
// Name, the SDK's chain IDs), or "".
func (r *reader) networkOf(c ectx, e ast.Expr) string {
	in := func(s string) string {
		for _, n := range networkUniverse {
			if s == n {
				return n
			}
		}
		return ""
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			s, _ := strconv.Unquote(x.Value)
			return in(s)
		}
	case *ast.ParenExpr:
		return r.networkOf(c, x.X)
	case *ast.Ident:
		if _, local := r.localsOf(c.f)[x.Name]; local {
			return ""
		}
		if v, ok := c.f.p.consts[x.Name]; ok {
			return r.networkOf(r.pkgCtx(c.f.p), v)
		}
		if spec, ok := c.f.p.vars[x.Name]; ok && len(spec.Values) == 1 {
			if sel, ok := spec.Values[0].(*ast.SelectorExpr); ok { // var emulator = config.EmulatorNetwork.Name
				return r.networkOf(r.pkgCtx(c.f.p), sel)
			}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if path == "github.com/onflow/flow-go-sdk" && sdkChains[x.Sel.Name] {
					return strings.ToLower(x.Sel.Name)
				}
				if q := r.pkgs[path]; q != nil && q.path == flowkitModule+"/config" {
					if v, _ := r.fieldOfVar(q, &ast.SelectorExpr{X: &ast.Ident{Name: x.Sel.Name, NamePos: x.Sel.Pos()}, Sel: &ast.Ident{Name: "Name"}}); v != nil {
						return in(r.str(q, v, nil))
					}
					if v, ok := q.consts[x.Sel.Name]; ok {
						return r.networkOf(r.pkgCtx(q), v)
					}
				}
				return ""
			}
		}
		if x.Sel.Name == "Name" {
			if inner, ok := x.X.(*ast.SelectorExpr); ok {
				return r.networkOf(c, inner)
			}
		}
	}
	return ""
}

// condOn evaluates a condition for one network: 1 true, 0 false, -1 unknown; subject is the
// compared expression when the condition compares a network.
func (r *reader) condOn(c ectx, e ast.Expr, network string, subject *string) int {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.condOn(c, x.X, network, subject)
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			if v := r.condOn(c, x.X, network, subject); v >= 0 {
				return 1 - v
			}
		}
		return -1
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			a, b := r.condOn(c, x.X, network, subject), r.condOn(c, x.Y, network, subject)
			if x.Op == token.LAND {
				if a == 0 || b == 0 {
					return 0
				}
				if a == 1 && b == 1 {
					return 1
				}
				return -1
			}
			if a == 1 || b == 1 {
				return 1
			}
			if a == 0 && b == 0 {
				return 0
			}
			return -1
		case token.EQL, token.NEQ:
			nx, ny := r.networkOf(c, x.X), r.networkOf(c, x.Y)
			if (nx == "") == (ny == "") {
				return -1
			}
			n, other := nx, x.Y
			if n == "" {
				n, other = ny, x.X
			}
			*subject = r.src(other)
			v := 0
			if n == network {
				v = 1
			}
			if x.Op == token.NEQ {
				v = 1 - v
			}
			return v
		}
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "IsValid" && len(x.Args) == 1 {
			if n := r.networkOf(c, x.Args[0]); n != "" {
				*subject = r.src(sel.X)
				if n == network {
					return 1
				}
				return 0
			}
		}
	}
	return -1
}

func (r *reader) networkChecks(c ectx, b *behaviour, body *ast.BlockStmt) {
	elseOf := map[*ast.IfStmt]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.IfStmt:
			if e, ok := s.Else.(*ast.IfStmt); ok {
				elseOf[e] = true
			}
			if elseOf[s] {
				return true
			}
			var rejects []string
			subject, message := "", ""
			for _, network := range networkUniverse {
				for cur := s; ; {
					v := r.condOn(c, cur.Cond, network, &subject)
					if v < 0 {
						break
					}
					if v == 1 {
						if exit, msg := r.isErrorExit(c, cur.Body.List); exit {
							rejects = append(rejects, network)
							message = msg
						}
						break
					}
					if next, ok := cur.Else.(*ast.IfStmt); ok {
						cur = next
						continue
					}
					if blk, ok := cur.Else.(*ast.BlockStmt); ok {
						if exit, msg := r.isErrorExit(c, blk.List); exit {
							rejects = append(rejects, network)
							message = msg
						}
					}
					break
				}
			}
			if len(rejects) > 0 {
				b.checks = append(b.checks, &NetworkCheck{Rejects: rejects, Subject: subject, Message: message, Source: r.pos(s.Pos())})
			}
		case *ast.SwitchStmt:
			if s.Tag == nil || r.networkOf(c, s.Tag) != "" {
				return true
			}
			var rejects []string
			message := ""
			involved := false
			for _, network := range networkUniverse {
				var match, def *ast.CaseClause
				for _, st := range s.Body.List {
					cc := st.(*ast.CaseClause)
					if cc.List == nil {
						def = cc
					}
					for _, v := range cc.List {
						if n := r.networkOf(c, v); n != "" {
							involved = true
							if n == network {
								match = cc
							}
						}
					}
				}
				clause := match
				if clause == nil {
					clause = def
				}
				if clause != nil {
					if exit, msg := r.isErrorExit(c, clause.Body); exit {
						rejects = append(rejects, network)
						message = msg
					}
				}
			}
			if involved && len(rejects) > 0 {
				b.checks = append(b.checks, &NetworkCheck{Rejects: rejects, Subject: r.src(s.Tag), Message: message, Source: r.pos(s.Pos())})
			}
		}
		return true
	})
}

// flagOf: the flag whose value an expression carries (a field bound to a flag), or "".
func (r *reader) flagOf(c ectx, e ast.Expr, depth int) string {
	if depth > 5 || e == nil {
		return ""
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.flagOf(c, x.X, depth+1)
	case *ast.IndexExpr:
		return r.flagOf(c, x.X, depth+1)
	case *ast.SelectorExpr:
		if key := r.structFieldKey(r.typeOf(c, x.X, 0), x.Sel.Name); key != "" {
			return r.fieldFlags[key]
		}
	case *ast.Ident:
		for _, d := range r.visible(c.f, x.Name, x.Pos()) {
			if d.val != nil && d.idx == 0 {
				if f := r.flagOf(c, d.val, depth+1); f != "" {
					return f
				}
			}
			if d.param && c.f.decl != nil && c.f.decl.Recv == nil {
				if f := r.flagOfParam(c.f, x.Name, depth); f != "" {
					return f
				}
			}
		}
	case *ast.CallExpr:
		for _, a := range x.Args {
			if f := r.flagOf(c, a, depth+1); f != "" {
				return f
			}
		}
	}
	return ""
}

func (r *reader) flagOfParam(f *fnode, name string, depth int) string {
	idx, _ := paramIndex(f.decl, name)
	found := ""
	r.callSites(f, func(caller *fnode, call *ast.CallExpr) bool {
		if found == "" && idx >= 0 && idx < len(call.Args) {
			found = r.flagOf(ectx{f: caller}, call.Args[idx], depth+2)
		}
		return found == ""
	})
	return found
}

func (b *behaviour) write(file, kind, flag, at string) *FileFact {
	key := kind + " " + file + " " + flag
	if w, ok := b.writes[key]; ok {
		return w
	}
	w := &FileFact{File: file, Kind: kind, Flag: flag, Source: at}
	b.writes[key] = w
	return w
}

// collect reads one reached function's effects.
func (r *reader) collect(f *fnode, b *behaviour) {
	c := ectx{f: f}
	r.walkWrites(c, b, f.body().List)
	r.networkChecks(c, b, f.body())
	isPrinter := f.decl != nil && f.decl.Recv != nil
	if isPrinter {
		isPrinter = false
		for _, m := range printerMethods {
			if f.decl.Name.Name == m && m != "Init" && m != "Update" {
				isPrinter = true
			}
		}
	}
	ast.Inspect(f.body(), func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ReturnStmt:
			if isPrinter && len(x.Results) == 1 {
				if call, ok := x.Results[0].(*ast.CallExpr); ok && methodName(call) == "String" && len(call.Args) == 0 {
					return true // a builder's content, read from its writes
				}
				b.print(r.evalStr(c, x.Results[0], 0, false), "result", r.pos(x.Pos()))
			}
		case *ast.CallExpr:
			at := r.pos(x.Pos())
			switch {
			case r.calleeIs(c, x, "fmt", "Sprintf", "Sprint", "Sprintln"):
				b.print(r.evalStr(c, x, 0, false), "sprintf", at)
			case r.calleeIs(c, x, "fmt", "Errorf"), r.calleeIs(c, x, "errors", "New"):
				b.print(r.evalStr(c, x, 0, false), "error", at)
			case r.calleeIs(c, x, "github.com/pkg/browser", "OpenURL") && len(x.Args) == 1:
				r.open(c, b, x.Args[0], "browser", at)
			case r.calleeIs(c, x, "net/http", "Get", "Head", "Post", "PostForm") && len(x.Args) >= 1:
				r.open(c, b, x.Args[0], strings.ToUpper(methodName(x)), at)
			case r.isHTTPClientCall(c, x, "Get", "Head", "Post", "PostForm") && len(x.Args) >= 1:
				r.open(c, b, x.Args[0], strings.ToUpper(methodName(x)), at)
			case r.calleeIs(c, x, "net/http", "NewRequest") && len(x.Args) >= 2:
				for _, m := range r.evalStr(c, x.Args[0], 0, true) {
					r.open(c, b, x.Args[1], m, at)
				}
			case r.calleeIs(c, x, "net/http", "NewRequestWithContext") && len(x.Args) >= 3:
				for _, m := range r.evalStr(c, x.Args[1], 0, true) {
					r.open(c, b, x.Args[2], m, at)
				}
			case r.calleeIs(c, x, "os", "Create", "OpenFile") && len(x.Args) >= 1:
				r.writeFile(c, b, x.Args[0], "file", at)
			case r.calleeIs(c, x, "os", "Rename") && len(x.Args) == 2:
				r.writeFile(c, b, x.Args[1], "moved here", at)
			}
			if msg, via, ok := r.loggerLine(c, x); ok {
				b.print(msg, via, at)
			}
			if line, ok := r.zerologLine(c, x); ok {
				b.print(line, "log", at)
			}
			name := methodName(x)
			switch {
			case name == "WriteFile" && len(x.Args) >= 2:
				r.writeFile(c, b, x.Args[0], "file", at)
			case (name == "MkdirAll" || name == "Mkdir") && len(x.Args) >= 1:
				r.writeFile(c, b, x.Args[0], "folder", at)
			}
			if save := r.stateSave(c, x); save != "" {
				r.configSave(c, b, x, save, at)
			}
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok && mutator.MatchString(sel.Sel.Name) {
				if q, ts := r.typeSpec(r.typeOf(c, sel.X, 0)); ts != nil {
					if sec := r.sectionTypes[q.path+"."+ts.Name.Name]; sec != "" {
						b.sections[sec] = true
					}
				}
			}
			// the messages of prompts
			if callees := r.callees(c, x); len(callees) == 1 && callees[0].p.path == cliModule+"/internal/prompt" {
				for _, a := range x.Args {
					if alts := r.evalStr(c, a, 0, false); !onlyWild(alts) {
						b.print(alts, "prompt", at)
					}
				}
			}
		}
		return true
	})
}

var mutator = regexp.MustCompile(`^(Add|Remove|Set|Update|Delete)`)

// isHTTPClientCall: a request through a net/http Client value (client.Get(url)).
func (r *reader) isHTTPClientCall(c ectx, call *ast.CallExpr, names ...string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	found := false
	for _, n := range names {
		found = found || sel.Sel.Name == n
	}
	if !found {
		return false
	}
	t := r.typeOf(c, sel.X, 0)
	for {
		if st, ok := t.e.(*ast.StarExpr); ok {
			t.e = st.X
			continue
		}
		break
	}
	if te, ok := t.e.(*ast.SelectorExpr); ok && te.Sel.Name == "Client" {
		if id, ok := te.X.(*ast.Ident); ok {
			path, _ := r.importOf(t.p, te, id.Name)
			return path == "net/http"
		}
	}
	return false
}

func (r *reader) open(c ectx, b *behaviour, e ast.Expr, how, at string) {
	flag := r.flagOf(c, e, 0)
	for _, u := range r.evalStr(c, e, 0, false) {
		key := how + " " + u + " " + flag
		if _, ok := b.opens[key]; !ok {
			b.opens[key] = &URLFact{URL: u, How: how, Flag: flag, Source: at}
		}
	}
}

func (r *reader) writeFile(c ectx, b *behaviour, e ast.Expr, kind, at string) {
	flag := r.flagOf(c, e, 0)
	for _, f := range r.evalStr(c, e, 0, false) {
		b.write(f, kind, flag, at)
	}
}

// configSave: flowkit's State.Save(path), SaveDefault() (config.DefaultPath) or SaveEdited(paths)
// (the default path, or the one --config-path names).
func (r *reader) configSave(c ectx, b *behaviour, call *ast.CallExpr, method, at string) {
	st := r.pkgs[flowkitModule]
	var files []string
	flag := ""
	switch method {
	case "Save":
		files = r.evalStr(c, call.Args[0], 0, false)
		flag = r.flagOf(c, call.Args[0], 0)
	default:
		d := st.methods["State"]["SaveDefault"]
		g := r.fnOf(st, d)
		ast.Inspect(d.Body, func(n ast.Node) bool {
			if in, ok := n.(*ast.CallExpr); ok && methodName(in) == "Save" && len(in.Args) == 1 {
				files = r.evalStr(ectx{f: g}, in.Args[0], 0, false)
			}
			return true
		})
		if method == "SaveEdited" {
			flag = "config-path"
		}
	}
	for _, f := range files {
		w := b.write(f, "configuration", flag, at)
		b.configAt = append(b.configAt, w)
	}
}

// behaviourOf reads what the functions reached from the roots do.
func (r *reader) behaviourOf(roots []*fnode, seed map[string]bool) (*behaviour, map[string]bool) {
	b := newBehaviour()
	fns, inst := r.reach(roots, seed)
	b.fns = fns
	r.curInst = inst
	for _, f := range fns {
		r.collect(f, b)
	}
	r.curInst = nil
	return b, inst
}

func (b *behaviour) fill(c *Command) {
	if len(b.checks) == 0 {
		c.Networks = "all"
	} else {
		rejected := map[string]bool{}
		for _, ch := range b.checks {
			for _, n := range ch.Rejects {
				rejected[n] = true
			}
		}
		nf := &NetworkFacts{Accepts: []string{}, Checks: b.checks}
		for _, n := range networkUniverse {
			if !rejected[n] {
				nf.Accepts = append(nf.Accepts, n)
			}
		}
		sort.Slice(nf.Checks, func(i, j int) bool { return nf.Checks[i].Source < nf.Checks[j].Source })
		c.Networks = nf
	}
	c.Opens, c.Writes, c.Prints = b.lists()
}

func (b *behaviour) lists() ([]*URLFact, []*FileFact, []*PrintFact) {
	var sections []string
	for s := range b.sections {
		sections = append(sections, s)
	}
	sort.Strings(sections)
	for _, w := range b.configAt {
		w.Sections = sections
	}
	opens := []*URLFact{}
	for _, o := range b.opens {
		opens = append(opens, o)
	}
	sort.Slice(opens, func(i, j int) bool { return opens[i].Source+opens[i].URL < opens[j].Source+opens[j].URL })
	writes := []*FileFact{}
	for _, w := range b.writes {
		writes = append(writes, w)
	}
	sort.Slice(writes, func(i, j int) bool { return writes[i].Source+writes[i].File < writes[j].Source+writes[j].File })
	prints := []*PrintFact{}
	for _, p := range b.prints {
		prints = append(prints, p)
	}
	sort.Slice(prints, func(i, j int) bool {
		if prints[i].Source != prints[j].Source {
			return prints[i].Source < prints[j].Source
		}
		return prints[i].Format < prints[j].Format
	})
	return opens, writes, prints
}

// srcLess orders source positions by file, then line number.
func srcLess(a, b string) bool {
	ai, bi := strings.LastIndex(a, ":"), strings.LastIndex(b, ":")
	if ai < 0 || bi < 0 || a[:ai] != b[:bi] {
		return a < b
	}
	an, _ := strconv.Atoi(a[ai+1:])
	bn, _ := strconv.Atoi(b[bi+1:])
	return an < bn
}

// readNetworks: the networks a command can be pointed at, flowkit's config.DefaultNetworks, less
// "testing", the name flowkit gives the network of the emulator `flow test` runs in-process.
func (r *reader) readNetworks() {
	q := r.load(flowkitModule + "/config")
	spec, ok := q.vars["DefaultNetworks"]
	if !ok || len(spec.Values) != 1 {
		fail("flowkit config: no DefaultNetworks")
	}
	lit, ok := spec.Values[0].(*ast.CompositeLit)
	if !ok {
		fail("%s: DefaultNetworks is not a list literal", r.pos(spec.Pos()))
	}
	for _, el := range lit.Elts {
		id, ok := el.(*ast.Ident)
		if !ok {
			fail("%s: a default network that is not a variable", r.pos(el.Pos()))
		}
		v, _ := r.fieldOfVar(q, &ast.SelectorExpr{X: id, Sel: &ast.Ident{Name: "Name"}})
		if v == nil {
			fail("%s: network %s has no Name", r.pos(el.Pos()), id.Name)
		}
		if name := r.str(q, v, nil); name != "testing" {
			networkUniverse = append(networkUniverse, name)
		}
	}
	r.networksAt = r.pos(spec.Pos())
}

// readSections maps flowkit's configuration types to the flow.json section they are saved in:
// config.Config's fields to jsonConfig's JSON names, with the element types of those lists and the
// configuration types their elements hold (a contract's Aliases), and flowkit's accounts, which
// State.Save writes to the accounts section.
func (r *reader) readSections() {
	cfg := r.load(flowkitModule + "/config")
	js := r.load(flowkitModule + "/config/json")
	structOf := func(p *pkg, name string) *ast.StructType {
		ts, ok := p.types[name]
		if !ok {
			fail("flowkit %s: no type %s", p.rel, name)
		}
		st, ok := ts.Type.(*ast.StructType)
		if !ok {
			fail("flowkit %s: %s is not a struct", p.rel, name)
		}
		return st
	}
	tags := map[string]string{}
	for _, f := range structOf(js, "jsonConfig").Fields.List {
		if f.Tag == nil || len(f.Names) != 1 {
			continue
		}
		raw, _ := strconv.Unquote(f.Tag.Value)
		tags[f.Names[0].Name] = strings.Split(reflect.StructTag(raw).Get("json"), ",")[0]
	}
	named := func(e ast.Expr) string {
		switch t := e.(type) {
		case *ast.Ident:
			return t.Name
		case *ast.StarExpr:
			if id, ok := t.X.(*ast.Ident); ok {
				return id.Name
			}
		case *ast.ArrayType:
			if id, ok := t.Elt.(*ast.Ident); ok {
				return id.Name
			}
		}
		return ""
	}
	for _, f := range structOf(cfg, "Config").Fields.List {
		if len(f.Names) != 1 {
			continue
		}
		key := tags[f.Names[0].Name]
		tn := named(f.Type)
		if key == "" || tn == "" {
			fail("flowkit config.Config.%s: no JSON section or type", f.Names[0].Name)
		}
		r.sectionTypes[cfg.path+"."+tn] = key
		if ts, ok := cfg.types[tn]; ok {
			if arr, ok := ts.Type.(*ast.ArrayType); ok {
				if el := named(arr.Elt); el != "" {
					r.sectionTypes[cfg.path+"."+el] = key
					if ets, ok := cfg.types[el]; ok {
						if st, ok := ets.Type.(*ast.StructType); ok {
							for _, ef := range st.Fields.List {
								if n := named(ef.Type); n != "" && cfg.types[n] != nil && r.sectionTypes[cfg.path+"."+n] == "" {
									r.sectionTypes[cfg.path+"."+n] = key
								}
							}
						}
					}
				}
			}
		}
	}
	st := r.load(flowkitModule)
	save := st.methods["State"]["Save"]
	if save == nil || !strings.Contains(r.source(save.Body), "accounts.ToConfig(") || tags["Accounts"] == "" {
		fail("flowkit State.Save no longer writes its accounts through accounts.ToConfig")
	}
	acc := r.load(flowkitModule + "/accounts")
	for _, tn := range []string{"Accounts", "Account"} {
		if acc.types[tn] == nil {
			fail("flowkit accounts: no type %s", tn)
		}
		r.sectionTypes[acc.path+"."+tn] = tags["Accounts"]
	}
}

// readZerologLevels reads the level names zerolog's console writer prints (FormattedLevels).
func (r *reader) readZerologLevels(dir string) {
	f, err := parser.ParseFile(r.fset, filepath.Join(dir, "globals.go"), nil, 0)
	if err != nil {
		fail("%v", err)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "FormattedLevels" || len(vs.Values) != 1 {
			return true
		}
		lit := vs.Values[0].(*ast.CompositeLit)
		for _, el := range lit.Elts {
			kv := el.(*ast.KeyValueExpr)
			k := strings.TrimSuffix(kv.Key.(*ast.Ident).Name, "Level")
			v, _ := strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
			r.zerologLevels[k] = v
		}
		return false
	})
	if r.zerologLevels["Info"] == "" {
		fail("%s/globals.go: no FormattedLevels", dir)
	}
}

// analyse fills in every command's behaviour and returns the wrapper's.
func (r *reader) analyse(commands []*Command) map[string]any {
	r.loadAll()
	r.readNetworks()
	r.readSections()
	cmdPkg := r.pkgs[cliModule+"/internal/command"]
	add := cmdPkg.methods["Command"]["AddToParent"]
	if add == nil {
		fail("internal/command: no Command.AddToParent")
	}
	wb, wrapperTypes := r.behaviourOf([]*fnode{r.fnOf(cmdPkg, add)}, nil)
	wrap := r.readWrapperNeeds(add)
	for _, c := range commands {
		if len(c.roots) == 0 || c.AddedBy == "cobra" {
			continue
		}
		var roots []*fnode
		for _, rr := range c.roots {
			for _, f := range r.rootsOf(rr) {
				roots = append(roots, f)
				at := f.key
				if f.decl != nil {
					at = r.pos(f.decl.Pos())
				}
				c.Runs = append(c.Runs, at)
			}
		}
		sort.Strings(c.Runs)
		var seed map[string]bool
		if c.Wrapped {
			seed = wrapperTypes
		}
		b, _ := r.behaviourOf(roots, seed)
		b.fill(c)
		r.needs(c, roots, b, wrap)
	}
	for _, c := range commands {
		sort.SliceStable(c.Prints, func(i, j int) bool { return srcLess(c.Prints[i].Source, c.Prints[j].Source) })
	}
	opens, writes, prints := wb.lists()
	sort.SliceStable(prints, func(i, j int) bool { return srcLess(prints[i].Source, prints[j].Source) })
	if len(wb.checks) > 0 {
		fail("the command wrapper restricts networks: read how")
	}
	var unresolved []string
	for m, n := range r.unresolved {
		unresolved = append(unresolved, fmt.Sprintf("%s×%d", m, n))
	}
	sort.Strings(unresolved)
	fmt.Fprintf(os.Stderr, "read-facts: method calls on values of types outside the modules read (not followed): %d names\n", len(unresolved))
	r.readEdits(commands)
	return map[string]any{
		"source":       r.pos(add.Pos()),
		"opens":        opens,
		"writes":       writes,
		"prints":       prints,
		"config":       wrap.config,
		"versionCheck": wrap.versionCheck,
		"usageMetrics": wrap.usageMetrics,
		"crashReports": wrap.crashReports,
	}
}

// ---------------------------------------------------------------------------------------------
// Needs: what a command needs before it runs (flow.json, the network), what its default output
// leaves out, how the commands that edit the configuration prompt, refuse, write and treat an
// existing entry, and which flow.json fields flowkit reads at all.
//
//   - config: the wrapper (AddToParent) loads flow.json for every wrapped command; a broken file
//     stops every one of them, a missing one stops those with RunS ("Config Error"); a Run command
//     still needs it when the code it reaches asks flowkit's Flowkit.State(), which returns
//     config.ErrDoesNotExist without one. Commands outside the wrapper need it when the code they
//     reach calls flowkit.Load and stops on the error (the emulator), tolerate it when they ignore
//     ErrDoesNotExist (flow mcp), and do not read it otherwise ("unknown" when they call into
//     Flow packages this reader does not read).
//   - contacts: the Access API, when reached code calls a method of flowkit's GrpcGateway. The
//     wrapper's own hosts (version check, usage metrics, crash reports) are recorded once, in
//     commandWrapper, with what turns them off.
//   - hides: each command.ContainsFlag(x.include..., "value") in reached code, with the hint the
//     CLI prints for it ("Fee Events (hidden, use --include fee-events)").
//   - edits: for flow config add/remove, flow accounts create and the dependency manager: the
//     prompts, the refusals, what is written where, and what happens to an existing entry (read
//     from the flowkit method that changes the collection), each with its file and line.
//   - flowJson.fields: the JSON fields of every type flowkit's config/json package unmarshals.
// ---------------------------------------------------------------------------------------------

// ConfigFact tells whether a command loads flow.json before it runs and fails without one.
type ConfigFact struct {
	// required, optional (read when present; a broken file stops the command), not read, unknown.
	Needs string `json:"needs"`
	Why   string `json:"why"`
	// The error a missing flow.json gives.
	Error string `json:"error,omitempty"`
	// Flags with which it does not read flow.json.
	Unless []string `json:"unless,omitempty"`
	// The reached code that asks for the configuration, or the calls not followed.
	Via    []string `json:"via,omitempty"`
	Source string   `json:"source"`
}

// ContactFact is a host the command's own work contacts.
type ContactFact struct {
	What   string `json:"what"`
	Via    string `json:"via"`
	Source string `json:"source"`
}

// HideFact is something the default output leaves out, and the flag that brings it back.
type HideFact struct {
	What string `json:"what"`
	// hidden (left out), minimized (shortened).
	How    string `json:"how"`
	Flag   string `json:"flag"`
	Hint   string `json:"hint,omitempty"`
	Source string `json:"source"`
}

// EditFacts are what a command that edits the configuration does, each with its source.
type EditFacts struct {
	Prompts  []*PromptStep   `json:"prompts,omitempty"`
	Refuses  []*RefusalStep  `json:"refuses,omitempty"`
	Saves    []*SaveStep     `json:"saves,omitempty"`
	Existing []*ExistingStep `json:"existing,omitempty"`
}

// PromptStep is a prompt a command shows, and when.
type PromptStep struct {
	Asks []string `json:"asks"`
	// Answers the prompt does not accept (it asks again).
	Rejects []string `json:"rejects,omitempty"`
	When    string   `json:"when"`
	// Flags that answer or skip it.
	SkippedBy []string `json:"skippedBy,omitempty"`
	Source    string   `json:"source"`
}

// RefusalStep is an error a command stops with instead of going on.
type RefusalStep struct {
	Error  string `json:"error"`
	When   string `json:"when"`
	Source string `json:"source"`
}

// SaveStep is something a command writes: flow.json, a key file, a contract file.
type SaveStep struct {
	What string `json:"what"`
	// For a key: inline (hex in flow.json) or file (a key file flow.json points to).
	Key    string `json:"key,omitempty"`
	When   string `json:"when"`
	Source string `json:"source"`
}

// ExistingStep is what happens to an entry that is already there.
type ExistingStep struct {
	Section string `json:"section"`
	// The flowkit collection the entry is in (Accounts, Aliases of a contract, a Deployment...).
	Entry string `json:"entry,omitempty"`
	// The fields an entry is matched on.
	Match string `json:"match"`
	// replaced, kept (the new value is dropped), merged, removed, refused.
	Action string `json:"action"`
	Detail string `json:"detail,omitempty"`
	When   string `json:"when,omitempty"`
	Source string `json:"source"`
	// The flowkit code that decides it.
	Rule string `json:"rule,omitempty"`
}

// lineOf finds a snippet of source inside a node (after the first of `after`, if given) and
// returns its file and line; it stops the reader when the code is not there any more.
func (r *reader) lineOf(n ast.Node, snippet string, after ...string) string {
	at := r.snippetPos(n, snippet, after...)
	if at == token.NoPos {
		fail("%s: %q not found (after %q): read what the code does now", r.pos(n.Pos()), snippet, after)
	}
	return r.pos(at)
}

func (r *reader) snippetPos(n ast.Node, snippet string, after ...string) token.Pos {
	text := r.source(n)
	from := 0
	for _, a := range after {
		i := strings.Index(text[from:], a)
		if i < 0 {
			return token.NoPos
		}
		from += i + len(a)
	}
	i := strings.Index(text[from:], snippet)
	if i < 0 {
		return token.NoPos
	}
	return n.Pos() + token.Pos(from+i)
}

// funcNamed finds a function or method (recv "" for a function) of a package, or stops.
func (r *reader) funcNamed(importPath, recv, name string) *fnode {
	p := r.load(importPath)
	var d *ast.FuncDecl
	if recv == "" {
		d = p.funcs[name]
	} else {
		d = p.methods[recv][name]
	}
	if d == nil {
		fail("%s: no function %s %s: read what the code does now", importPath, recv, name)
	}
	return r.fnOf(p, d)
}

// errorVar evaluates `var X = errors.New("...")` of a package.
func (r *reader) errorVar(importPath, name string) (string, string) {
	q := r.load(importPath)
	spec, ok := q.vars[name]
	if !ok || len(spec.Values) != 1 {
		fail("%s: no variable %s", importPath, name)
	}
	call, ok := spec.Values[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		fail("%s: %s is not errors.New(...)", r.pos(spec.Pos()), name)
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok {
		fail("%s: %s is not errors.New(\"...\")", r.pos(spec.Pos()), name)
	}
	msg, _ := strconv.Unquote(lit.Value)
	return msg, r.pos(spec.Pos())
}

type wrapperNeeds struct {
	loadAt, brokenAt, requiredAt, missing    string
	config                                   map[string]any
	versionCheck, usageMetrics, crashReports map[string]any
}

// globalFlagOf: the global flag bound to a field of command.Flags (InitFlags binds &Flags.X).
func (r *reader) globalFlagOf(field string) string {
	p := r.load(cliModule + "/internal/command")
	d := p.funcs["InitFlags"]
	if d == nil {
		fail("internal/command: no InitFlags")
	}
	name := ""
	ast.Inspect(d.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) < 2 || name != "" {
			return true
		}
		if u, ok := call.Args[0].(*ast.UnaryExpr); ok && r.source(u.X) == "Flags."+field {
			name = r.str(p, call.Args[1], nil)
		}
		return true
	})
	if name == "" {
		fail("internal/command/global_flags.go: no flag bound to Flags.%s", field)
	}
	return name
}

// readWrapperNeeds reads, in the command wrapper, how it loads flow.json and which hosts it
// contacts besides the command's work, with what turns each off.
func (r *reader) readWrapperNeeds(add *ast.FuncDecl) *wrapperNeeds {
	w := &wrapperNeeds{}
	cmd := cliModule + "/internal/command"
	w.loadAt = r.lineOf(add.Body, "flowkit.Load(Flags.ConfigPaths, loader)")
	w.brokenAt = r.lineOf(add.Body, `handleError("Config Error", confErr)`, `if !errors.Is(confErr, config.ErrDoesNotExist) {`)
	w.requiredAt = r.lineOf(add.Body, `handleError("Config Error", confErr)`, `} else if c.RunS != nil {`, `if confErr != nil {`)
	var missingAt string
	w.missing, missingAt = r.errorVar(flowkitModule+"/config", "ErrDoesNotExist")
	w.config = map[string]any{
		"loads":              "flow.json (the --config-path files), for every wrapped command",
		"source":             w.loadAt,
		"brokenFileStops":    w.brokenAt,
		"missingStopsRunS":   w.requiredAt,
		"missingError":       w.missing,
		"missingErrorSource": missingAt,
	}
	// the version check
	skip := r.globalFlagOf("SkipVersionCheck")
	checkAt := r.lineOf(add.Body, "checkVersion(logger)", "if !Flags.SkipVersionCheck {")
	cv := r.funcNamed(cmd, "", "checkVersion")
	url := r.lineOf(cv.body(), `http.Get("https://formulae.brew.sh/api/formula/flow-cli.json")`)
	_ = r.lineOf(cv.body(), "return", "if err != nil || resp.StatusCode >= 400 {")
	w.versionCheck = map[string]any{
		"what":        "asks Homebrew's API for the latest Flow CLI release and prints a warning when a newer one exists",
		"url":         "https://formulae.brew.sh/api/formula/flow-cli.json",
		"how":         "GET",
		"disabledBy":  []string{"--" + skip},
		"whenOffline": "the request fails silently: the command runs on",
		"source":      checkAt,
		"requestAt":   url,
	}
	// usage metrics
	um := r.funcNamed(cmd, "", "UsageMetrics")
	metricsAt := r.lineOf(add.Body, "go UsageMetrics(c.Cmd, &wg)")
	guard := r.lineOf(um.body(), `if !settings.MetricsEnabled() || MixpanelToken == "" {`)
	track := r.funcNamed(cmd, "", "TrackEvent")
	event := ""
	var props []string
	ast.Inspect(um.body(), func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && r.source(call.Fun) == "TrackEvent" && len(call.Args) == 2 {
			event = r.str(r.load(cmd), call.Args[0], nil)
			if lit, ok := call.Args[1].(*ast.CompositeLit); ok {
				for _, el := range lit.Elts {
					kv := el.(*ast.KeyValueExpr)
					props = append(props, r.str(r.load(cmd), kv.Key, nil)+" ("+r.source(kv.Value)+")")
				}
			}
		}
		return true
	})
	if len(props) == 0 {
		fail("%s: UsageMetrics sends no properties literal: read what it sends", r.pos(um.decl.Pos()))
	}
	if event == "" {
		fail("%s: UsageMetrics no longer calls TrackEvent(\"...\", ...)", r.pos(um.decl.Pos()))
	}
	client := r.lineOf(track.body(), "mixpanel.New(MixpanelToken")
	// what `flow settings metrics disable` does: Set(metricsEnabled, args[0] == enable)
	settingsPkg := cliModule + "/internal/settings"
	hm := r.funcNamed(settingsPkg, "", "handleMetricsSettings")
	setAt := r.lineOf(hm.body(), "Set(metricsEnabled, enabled)")
	var settingsCmd *Command
	for _, c := range r.all {
		for _, rr := range c.roots {
			if id, ok := rr.e.(*ast.Ident); ok && id.Name == "handleMetricsSettings" && rr.p.path == settingsPkg {
				settingsCmd = c
			}
		}
	}
	if settingsCmd == nil || settingsCmd.Path == "" {
		fail("internal/settings: no command runs handleMetricsSettings")
	}
	disable := r.str(r.load(settingsPkg), &ast.Ident{Name: "disable"}, nil)
	fileName := r.lineOf(r.funcNamed(settingsPkg, "", "FileDir").body(), "os.UserConfigDir()")
	sp := r.load(settingsPkg)
	settingsName := r.str(sp, &ast.Ident{Name: "settingsFile"}, nil) + "." + r.str(sp, &ast.Ident{Name: "settingsType"}, nil)
	settingsDirName := r.str(sp, &ast.Ident{Name: "settingsDir"}, nil)
	token := r.load(cmd).vars["MixpanelToken"]
	if token == nil {
		fail("internal/command: no MixpanelToken")
	}
	w.usageMetrics = map[string]any{
		"what":               "sends the event " + event + " to Mixpanel, with no IP address",
		"properties":         props,
		"library":            "github.com/dukex/mixpanel " + goModVersion(filepath.Join(r.roots[cliModule], "go.mod"), "github.com/dukex/mixpanel"),
		"disabledBy":         []string{settingsCmd.Path + " " + disable},
		"settingsFile":       settingsName + " in the user's configuration folder (os.UserConfigDir()/" + settingsDirName + ")",
		"settingsFileSource": fileName,
		"disableSource":      setAt,
		"onlyWhen":           "the build sets command.MixpanelToken (ldflags at release); a build without it sends nothing",
		"tokenSource":        r.pos(token.Pos()),
		"source":             metricsAt,
		"guard":              guard,
		"clientAt":           client,
	}
	// crash reports: sentry, asked before sending
	icr := r.funcNamed(cmd, "", "initCrashReporting")
	initAt := r.lineOf(add.Body, "initCrashReporting()")
	ask := r.lineOf(icr.body(), "if prompt.ReportCrash() {")
	w.crashReports = map[string]any{
		"what":   "after a crash, asks whether to send the crash report to Sentry; sends it only if the answer is yes",
		"source": initAt,
		"askAt":  ask,
	}
	return w
}

// reachedCallers: the calls in reached functions of a function with this key, as "caller (file:line)".
func (r *reader) reachedCallers(fns []*fnode, key string) []string {
	var out []string
	for _, f := range fns {
		c := ectx{f: f}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			for _, g := range r.callees(c, call) {
				if g.key == key {
					out = append(out, fmt.Sprintf("%s (%s)", shortKey(f.key), r.pos(call.Pos())))
				}
			}
			return true
		})
	}
	sort.Strings(out)
	return uniq(out)
}

func shortKey(key string) string {
	for _, m := range []string{cliModule, flowkitModule, emulatorModule, cadenceTestModule} {
		key = strings.TrimPrefix(key, m+"/")
		key = strings.TrimPrefix(key, m+".")
	}
	return key
}

func uniq(in []string) []string {
	var out []string
	for i, s := range in {
		if i == 0 || s != in[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// needs fills in a command's config, contacts and hides from the functions its run reaches.
func (r *reader) needs(c *Command, roots []*fnode, b *behaviour, w *wrapperNeeds) {
	stateKey := flowkitModule + ".Flowkit.State"
	loadKey := flowkitModule + ".Load"
	if c.Wrapped {
		runS := false
		for _, rr := range c.roots {
			if rr.field == "RunS" {
				runS = true
			}
		}
		switch via := r.reachedCallers(b.fns, stateKey); {
		case runS:
			c.Config = &ConfigFact{Needs: "required", Why: "a RunS command: the wrapper stops with a Config Error when flow.json is missing",
				Error: w.missing, Source: w.requiredAt}
		case len(via) > 0:
			c.Config = &ConfigFact{Needs: "required", Why: "what it runs asks flowkit for the configuration (Flowkit.State), which is an error without flow.json",
				Error: w.missing, Via: via, Source: w.loadAt}
		default:
			c.Config = &ConfigFact{Needs: "optional", Why: "the wrapper reads flow.json when there is one (a broken one stops the command); nothing it runs needs it",
				Source: w.loadAt}
		}
	} else {
		var loads []string
		required := false
		for _, f := range b.fns {
			cx := ectx{f: f}
			ast.Inspect(f.body(), func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				for _, g := range r.callees(cx, call) {
					if g.key != loadKey {
						continue
					}
					loads = append(loads, fmt.Sprintf("%s (%s)", shortKey(f.key), r.pos(call.Pos())))
					if !strings.Contains(r.source(f.body()), "!errors.Is(err, config.ErrDoesNotExist)") {
						required = true
					}
				}
				return true
			})
		}
		sort.Slice(loads, func(i, j int) bool {
			at := func(s string) string { return s[strings.LastIndex(s, "(")+1 : len(s)-1] }
			return srcLess(at(loads[i]), at(loads[j]))
		})
		loads = uniq(loads)
		switch {
		case len(loads) > 0 && required:
			c.Config = &ConfigFact{Needs: "required", Why: "what it runs loads flow.json with flowkit.Load and stops when that fails",
				Error: w.missing, Via: loads, Source: strings.TrimSuffix(loads[0][strings.LastIndex(loads[0], "(")+1:], ")")}
			c.Config.Unless = r.emulatorConfigUnless(c)
		case len(loads) > 0:
			c.Config = &ConfigFact{Needs: "optional", Why: "what it runs loads flow.json and goes on without one", Via: loads,
				Source: strings.TrimSuffix(loads[0][strings.LastIndex(loads[0], "(")+1:], ")")}
		default:
			var outside []string
			for _, f := range b.fns {
				cx := ectx{f: f}
				ast.Inspect(f.body(), func(n ast.Node) bool {
					sel, ok := n.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					if id, ok := sel.X.(*ast.Ident); ok {
						if path, ok := r.isImportAlias(cx, id); ok && strings.HasPrefix(path, "github.com/onflow/") && !r.inModules(path) &&
							!strings.HasPrefix(path, "github.com/onflow/flow-go-sdk") && !strings.HasPrefix(path, "github.com/onflow/crypto") {
							outside = append(outside, fmt.Sprintf("%s.%s (%s)", path, sel.Sel.Name, r.pos(sel.Pos())))
						}
					}
					return true
				})
			}
			sort.Strings(outside)
			outside = uniq(outside)
			if len(outside) > 0 {
				c.Config = &ConfigFact{Needs: "unknown", Why: "not wrapped, and what it runs calls Flow packages this reader does not read", Via: outside, Source: c.Runs[0]}
			} else {
				c.Config = &ConfigFact{Needs: "not read", Why: "not wrapped, and nothing it runs loads flow.json", Source: c.Runs[0]}
			}
		}
	}
	// the Access API
	gw := flowkitModule + "/gateway.GrpcGateway"
	var hits []string
	for _, f := range b.fns {
		if f.recv == gw {
			hits = append(hits, f.key)
		}
	}
	if len(hits) > 0 {
		sort.Strings(hits)
		via := r.reachedCallers(b.fns, hits[0])
		at := r.pos(r.fns[hits[0]].decl.Pos())
		if len(via) > 0 {
			at = via[0][strings.LastIndex(via[0], "(")+1 : len(via[0])-1]
		}
		names := []string{}
		for _, h := range hits {
			names = append(names, strings.TrimPrefix(h, gw+"."))
		}
		c.Contacts = append(c.Contacts, &ContactFact{What: "the Access API of the network (--network, --host)",
			Via: "flowkit's GrpcGateway: " + strings.Join(names, ", "), Source: at})
	}
	for _, o := range c.Opens {
		what := o.URL
		if o.Flag != "" {
			what = "the URL of --" + o.Flag
		}
		c.Contacts = append(c.Contacts, &ContactFact{What: what, Via: o.How, Source: o.Source})
	}
	if !c.Wrapped {
		if via := r.reachedCallers(b.fns, cliModule+"/internal/command.UsageMetrics"); len(via) > 0 {
			c.Contacts = append(c.Contacts, &ContactFact{What: "usage metrics (Mixpanel), as commandWrapper.usageMetrics says",
				Via: strings.Join(via, "; "), Source: via[0][strings.LastIndex(via[0], "(")+1 : len(via[0])-1]})
		}
	}
	c.Hides = r.hidesOf(c, b.fns)
}

// emulatorConfigUnless: the emulator reads flow.json for its service key unless it is given one
// (--service-priv-key) or creates the file (--init).
func (r *reader) emulatorConfigUnless(c *Command) []string {
	if c.Path != "flow emulator" {
		return nil
	}
	key := r.funcNamed(cliModule+"/internal/emulator", "", "configuredServiceKey")
	_ = r.lineOf(key.body(), "flowkit.Load(", "if init {", "} else {")
	start := r.funcNamed(emulatorModule+"/cmd/emulator/start", "", "Cmd")
	_ = r.lineOf(start.body(), "config.GetServiceKey(", `if conf.ServicePrivateKey != "" {`, "} else {")
	for _, f := range []string{"init", "service-priv-key"} {
		if c.flag(f) == nil {
			fail("flow emulator has no --%s flag", f)
		}
	}
	return []string{"--init", "--service-priv-key"}
}

var hintRe = regexp.MustCompile(`^(?:\.\.\.)?(.*?)\s*\(?(hidden|minimized), use --include ([\w-]+)`)

// hidesOf: what reached code prints only when --include names it.
func (r *reader) hidesOf(c *Command, fns []*fnode) []*HideFact {
	if c.flag("include") == nil {
		return nil
	}
	byValue := map[string]*HideFact{}
	for _, f := range fns {
		cx := ectx{f: f}
		hints := map[string][2]string{} // value -> hint text, position
		ast.Inspect(f.body(), func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				if m := hintRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
					hints[m[3]] = [2]string{strings.TrimSpace(s), r.pos(lit.Pos())}
				}
			}
			return true
		})
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			if !r.calleeIs(cx, call, cliModule+"/internal/command", "ContainsFlag") {
				return true
			}
			sel, ok := call.Args[0].(*ast.SelectorExpr)
			lit, isLit := call.Args[1].(*ast.BasicLit)
			if !ok || !isLit {
				fail("%s: ContainsFlag on something other than a field and a literal", r.pos(call.Pos()))
			}
			field := strings.ToLower(sel.Sel.Name)
			if !strings.HasPrefix(field, "include") {
				if !strings.HasPrefix(field, "exclude") {
					fail("%s: ContainsFlag on %s, neither include nor exclude", r.pos(call.Pos()), sel.Sel.Name)
				}
				return true
			}
			value, _ := strconv.Unquote(lit.Value)
			if _, ok := byValue[value]; ok {
				return true
			}
			h := &HideFact{What: value, How: "hidden", Flag: "--include " + value, Source: r.pos(call.Pos())}
			if hint, ok := hints[value]; ok {
				m := hintRe.FindStringSubmatch(hint[0])
				h.What, h.How, h.Hint, h.Source = m[1], m[2], hint[0], hint[1]
			}
			byValue[value] = h
			return true
		})
	}
	var out []*HideFact
	for _, h := range byValue {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Flag < out[j].Flag })
	return out
}

// ---- edits ----

// cond is a condition as a reader reads it, and its negation.
type cond struct{ yes, no string }

// condText renders a condition on flags, arguments, networks and lookups in words.
func (r *reader) condText(c ectx, e ast.Expr) cond {
	raw := strings.Join(strings.Fields(r.source(e)), " ")
	flagOf := func(x ast.Expr) string {
		if call, ok := x.(*ast.CallExpr); ok && r.source(call.Fun) == "len" && len(call.Args) == 1 {
			x = call.Args[0]
		}
		if _, ok := x.(*ast.SelectorExpr); !ok {
			return ""
		}
		return r.flagOf(c, x, 0)
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.condText(c, x.X)
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			in := r.condText(c, x.X)
			return cond{in.no, in.yes}
		}
	case *ast.Ident:
		// `provided` from `raw, provided, err := flagsToXData(flags)`: the flags are given
		for _, d := range r.visible(c.f, x.Name, x.Pos()) {
			call, ok := d.val.(*ast.CallExpr)
			if !ok || d.idx != 1 {
				continue
			}
			for _, g := range r.callees(c, call) {
				if first, ok := g.body().List[0].(*ast.IfStmt); ok && strings.Contains(r.source(first.Body), "return nil, false, nil") {
					in := r.condText(ectx{f: g}, first.Cond)
					return cond{in.no, in.yes}
				}
			}
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			var parts []ast.Expr
			var flat func(e ast.Expr)
			flat = func(e ast.Expr) {
				if b, ok := e.(*ast.BinaryExpr); ok && b.Op == x.Op {
					flat(b.X)
					flat(b.Y)
					return
				}
				parts = append(parts, e)
			}
			flat(x)
			var yes, no, flags []string
			allNone := true
			for _, p := range parts {
				t := r.condText(c, p)
				yes, no = append(yes, t.yes), append(no, t.no)
				if b, ok := p.(*ast.BinaryExpr); ok && (b.Op == token.EQL) {
					if f := flagOf(b.X); f != "" {
						flags = append(flags, "--"+f)
						continue
					}
				}
				allNone = false
			}
			if x.Op == token.LAND && allNone {
				return cond{"none of " + strings.Join(flags, ", ") + " is given", "any of " + strings.Join(flags, ", ") + " is given"}
			}
			if x.Op == token.LAND {
				return cond{strings.Join(yes, " and "), strings.Join(no, " or ")}
			}
			return cond{strings.Join(yes, " or "), strings.Join(no, " and ")}
		case token.EQL, token.NEQ, token.GTR:
			y := strings.Join(strings.Fields(r.source(x.Y)), " ")
			var out cond
			switch f := flagOf(x.X); {
			case f != "" && (y == `""` || y == "0"):
				out = cond{"no --" + f + " is given", "--" + f + " is given"}
			case r.source(x.X) == "len(args)":
				n, _ := strconv.Atoi(y)
				words := map[int]string{1: "the argument is given", 2: "both arguments are given"}
				if words[n] == "" {
					return cond{"`" + raw + "`", "not `" + raw + "`"}
				}
				out = cond{words[n], ""}
				if n == 1 {
					out.no = "no argument is given"
				} else {
					out.no = "not both arguments are given"
				}
			case y == "nil" && r.source(x.X) == "err":
				out = cond{"the step before succeeds", "the step before fails"}
			case y == "nil":
				name := strings.Join(strings.Fields(r.source(x.X)), " ")
				out = cond{"there is no " + name + " yet", "there is a " + name}
			default:
				if n := r.networkOf(c, x.Y); n != "" {
					out = cond{"the network is " + n, "the network is not " + n}
				} else {
					return cond{"`" + raw + "`", "not `" + raw + "`"}
				}
			}
			if x.Op != token.EQL {
				out = cond{out.no, out.yes}
			}
			return out
		}
	}
	return cond{"`" + raw + "`", "not `" + raw + "`"}
}

// literalErrors: the messages of fmt.Errorf/errors.New calls in a node.
func (r *reader) literalErrors(c ectx, n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) {
			alts := r.evalStr(c, call, 0, false)
			if len(alts) > 0 {
				out = append(out, alts[0])
			}
		}
		return true
	})
	return out
}

// promptAsks: the messages a prompt function shows (the message, label or customMsg it hands to
// the prompt package's inputs, evaluated where the value is written), and the answers its
// validations refuse.
func (r *reader) promptAsks(g *fnode) (asks, rejects []string) {
	fns, _ := r.reach([]*fnode{g}, nil)
	isParam := func(f *fnode, e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		if !ok {
			return false
		}
		for _, d := range r.localsOf(f)[id.Name] {
			if d.param && d.scope == f.decl {
				return true
			}
		}
		return false
	}
	add := func(list *[]string, c ectx, e ast.Expr) {
		if isParam(c.f, e) {
			return // evaluated where its caller writes it
		}
		if alts := r.evalStr(c, e, 0, false); len(alts) > 0 && !onlyWild(alts) {
			*list = append(*list, alts...)
		}
	}
	for _, f := range fns {
		if f.p.path != g.p.path {
			continue
		}
		c := ectx{f: f}
		var lits []*ast.FuncLit
		ast.Inspect(f.body(), func(n ast.Node) bool {
			if l, ok := n.(*ast.FuncLit); ok {
				lits = append(lits, l)
			}
			return true
		})
		inLit := func(n ast.Node) bool {
			for _, l := range lits {
				if l.Pos() <= n.Pos() && n.End() <= l.End() {
					return true
				}
			}
			return false
		}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) && len(call.Args) > 0 {
				if inLit(call) {
					add(&rejects, c, call.Args[0]) // a validation of the answer: the prompt asks again
				}
				return true
			}
			callees := r.callees(c, call)
			if len(callees) != 1 || callees[0].p.path != g.p.path || callees[0].decl == nil {
				return true
			}
			i := 0
			for _, field := range callees[0].decl.Type.Params.List {
				for _, name := range field.Names {
					if i < len(call.Args) {
						switch name.Name {
						case "customMsg", "message", "msg", "promptMsg", "label":
							add(&asks, c, call.Args[i])
						case "errorMessage":
							add(&rejects, c, call.Args[i])
						}
					}
					i++
				}
			}
			return true
		})
	}
	sort.Strings(asks)
	sort.Strings(rejects)
	return uniq(asks), uniq(rejects)
}

// collectionRule reads what a flowkit method that changes a configuration collection does to an
// entry that is already there: replaced, kept, removed (and refused when it is missing).
func (r *reader) collectionRule(g *fnode) (action, match, detail, rule string) {
	body := g.body()
	ast.Inspect(body, func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if !ok || action != "" {
			return true
		}
		for _, st := range rs.Body.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			var fields []string
			ast.Inspect(ifs.Cond, func(m ast.Node) bool {
				if b, ok := m.(*ast.BinaryExpr); ok && b.Op == token.EQL {
					if sel, ok := b.X.(*ast.SelectorExpr); ok {
						fields = append(fields, sel.Sel.Name)
					} else if sel, ok := b.Y.(*ast.SelectorExpr); ok {
						fields = append(fields, sel.Sel.Name)
					}
				}
				return true
			})
			match = strings.Join(fields, ", ")
			rule = r.pos(ifs.Pos())
			src := r.source(ifs.Body)
			switch {
			case strings.Contains(src, ")[i] ="):
				action = "replaced"
				detail = "an entry with the same " + match + " is replaced whole by the new one, without a question"
			case strings.Contains(src, "slices.Delete") || removeByAppend.MatchString(src):
				action = "removed"
			case len(ifs.Body.List) == 1 && r.source(ifs.Body.List[0]) == "return":
				action = "kept"
				detail = "an entry with the same " + match + " is kept; the new value is dropped without an error"
			default:
				fail("%s: cannot tell what %s does to an entry that is there", rule, g.key)
			}
		}
		return true
	})
	if action == "" {
		fail("%s: %s has no loop over the entries: read what it does", r.pos(g.decl.Pos()), g.key)
	}
	if action == "removed" {
		c := ectx{f: g}
		msgs := r.literalErrors(c, body)
		ast.Inspect(body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && methodName(call) == "ByName" {
				for _, h := range r.callees(c, call) {
					msgs = append(msgs, r.literalErrors(ectx{f: h}, h.body())...)
				}
			}
			return true
		})
		if len(msgs) > 0 {
			detail = "an entry that is not there is an error: " + msgs[0]
		} else {
			detail = "an entry that is not there is no error: nothing changes"
		}
	}
	return
}

type editWalk struct {
	c    *Command
	ef   *EditFacts
	seen map[string]bool
	pkg  string
}

var removeByAppend = regexp.MustCompile(`append\(\(\*\w+\)\[0:i\]`)

var failureMsg = regexp.MustCompile(`(?i)^(failed|could not|error|unable)|creation (error|failed)`)

// mostVerbs: of the values a name can have, the most general one (`%v.pkey` over `.pkey`).
func mostVerbs(alts []string) string {
	best := ""
	for _, a := range alts {
		if best == "" || len(verbRe.FindAllString(a, -1)) > len(verbRe.FindAllString(best, -1)) {
			best = a
		}
	}
	return best
}

func whenOf(conds []string) string {
	if len(conds) == 0 {
		return "always"
	}
	return strings.Join(conds, "; ")
}

// walkEdits reads a function of the command's package: prompts, refusals, saves and the changes
// to configuration collections, under the conditions that lead to them.
func (r *reader) walkEdits(w *editWalk, f *fnode, conds []string) {
	if w.seen[f.key] {
		return
	}
	w.seen[f.key] = true
	c := ectx{f: f}
	accountsPkg := flowkitModule + "/accounts"
	var visit func(n ast.Node, conds []string)
	visit = func(n ast.Node, conds []string) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch x := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.IfStmt:
				if x.Init != nil {
					visit(x.Init, conds)
				}
				visit(x.Cond, conds)
				t := r.condText(c, x.Cond)
				visit(x.Body, append(append([]string{}, conds...), t.yes))
				if x.Else != nil {
					visit(x.Else, append(append([]string{}, conds...), t.no))
				}
				return false
			case *ast.ReturnStmt:
				for _, res := range x.Results {
					call, ok := res.(*ast.CallExpr)
					if !ok || !(r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) {
						continue
					}
					alts := r.evalStr(c, call.Args[0], 0, true)
					if len(alts) == 0 || failureMsg.MatchString(alts[0]) {
						continue
					}
					w.ef.Refuses = append(w.ef.Refuses, &RefusalStep{Error: alts[0], When: whenOf(conds), Source: r.pos(call.Pos())})
				}
			case *ast.CallExpr:
				r.editCall(w, c, x, conds)
			}
			return true
		})
	}
	visit(f.body(), conds)
	_ = accountsPkg
}

func (r *reader) editCall(w *editWalk, c ectx, call *ast.CallExpr, conds []string) {
	at := r.pos(call.Pos())
	callees := r.callees(c, call)
	if len(callees) == 1 && callees[0].p.path == cliModule+"/internal/prompt" {
		asks, rejects := r.promptAsks(callees[0])
		w.ef.Prompts = append(w.ef.Prompts, &PromptStep{Asks: asks, Rejects: rejects, When: whenOf(conds), Source: at})
		return
	}
	if r.calleeIs(c, call, flowkitModule+"/accounts", "NewHexKeyFromPrivateKey") {
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: "the account's private key, as hex in flow.json (accounts)", Key: "inline", When: whenOf(conds), Source: at})
		return
	}
	if r.calleeIs(c, call, flowkitModule+"/accounts", "NewFileKey") && len(call.Args) > 0 {
		file := mostVerbs(r.evalStr(c, call.Args[0], 0, false))
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: "the path of the key file " + file + " in flow.json (accounts); the key itself in that file", Key: "file", When: whenOf(conds), Source: at})
		return
	}
	if save := r.stateSave(c, call); save != "" {
		what := "flow.json"
		for _, wr := range w.c.Writes {
			if wr.Kind == "configuration" && len(wr.Sections) > 0 {
				what += " (" + strings.Join(wr.Sections, ", ") + ")"
				break
			}
		}
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: what, When: whenOf(conds), Source: at})
		return
	}
	name := methodName(call)
	if name == "WriteFile" && len(call.Args) >= 2 {
		w.ef.Saves = append(w.ef.Saves, &SaveStep{What: mostVerbs(r.evalStr(c, call.Args[0], 0, false)), When: whenOf(conds), Source: at})
		return
	}
	for _, g := range callees {
		switch {
		case g.p.path == w.pkg && g.decl != nil:
			r.walkEdits(w, g, conds)
		case (name == "AddOrUpdate" || name == "Add" || name == "AddContract" || name == "Remove") && r.sectionTypes[g.recv] != "":
			if r.freshValue(c, call.Fun.(*ast.SelectorExpr).X) {
				continue // a value the command is building, not an entry of the configuration
			}
			action, match, detail, rule := r.collectionRule(g)
			entry := g.recv[strings.LastIndex(g.recv, ".")+1:]
			step := &ExistingStep{Section: r.sectionTypes[g.recv], Entry: entry, Match: match, Action: action, Detail: detail, When: strings.Join(conds, "; "), Source: at, Rule: rule}
			if len(conds) > 0 && strings.HasPrefix(conds[len(conds)-1], "there is no ") && action == "replaced" {
				step.Action, step.Detail = "kept", "added only when there is none; one that is there is kept and extended"
			}
			w.ef.Existing = append(w.ef.Existing, step)
		}
	}
}

// freshValue: an expression rooted in a local the function builds from a literal (contract :=
// config.Contract{...}), as opposed to one it looked up in the configuration.
func (r *reader) freshValue(c ectx, e ast.Expr) bool {
	for {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			break
		}
		e = sel.X
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	for _, d := range r.visible(c.f, id.Name, id.Pos()) {
		v := d.val
		if u, ok := v.(*ast.UnaryExpr); ok {
			v = u.X
		}
		if _, ok := v.(*ast.CompositeLit); ok {
			return true
		}
	}
	return false
}

// errorAt: the message of the fmt.Errorf or errors.New call whose source holds a snippet.
func (r *reader) errorAt(f *fnode, snippet string) (string, string) {
	c := ectx{f: f}
	msg, at := "", ""
	ast.Inspect(f.body(), func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if ok && msg == "" && (r.calleeIs(c, call, "fmt", "Errorf") || r.calleeIs(c, call, "errors", "New")) && strings.Contains(r.source(call), snippet) {
			if alts := r.evalStr(c, call, 0, false); len(alts) > 0 {
				msg, at = alts[0], r.pos(call.Pos())
			}
		}
		return true
	})
	if msg == "" {
		fail("%s: no error %q: read what the code does now", r.pos(f.body().Pos()), snippet)
	}
	return msg, at
}

// readEdits fills in the edits of the commands that change the configuration.
func (r *reader) readEdits(commands []*Command) {
	byPath := map[string]*Command{}
	for _, c := range commands {
		byPath[c.Path] = c
	}
	generic := []string{
		"flow config add account", "flow config add alias", "flow config add contract", "flow config add deployment", "flow config add network",
		"flow config remove account", "flow config remove contract", "flow config remove deployment", "flow config remove network",
		"flow accounts create",
	}
	for _, path := range generic {
		c := byPath[path]
		if c == nil || len(c.roots) != 1 {
			fail("%s: not one command with one run function", path)
		}
		roots := r.rootsOf(c.roots[0])
		if len(roots) != 1 {
			fail("%s: not one run function", path)
		}
		ef := &EditFacts{}
		r.walkEdits(&editWalk{c: c, ef: ef, seen: map[string]bool{}, pkg: roots[0].p.path}, roots[0], nil)
		if len(ef.Saves) == 0 {
			fail("%s: no save of flow.json found: read what it does", path)
		}
		c.Edits = ef
	}
	r.dependencyEdits(byPath["flow dependencies install"], byPath["flow dependencies add"])
}

// dependencyEdits: the dependency manager, read with rules that name its functions.
func (r *reader) dependencyEdits(install, add *Command) {
	if install == nil || add == nil {
		fail("no flow dependencies install / add")
	}
	dm := cliModule + "/internal/dependencymanager"
	m := func(name string) *fnode { return r.funcNamed(dm, "DependencyInstaller", name) }
	run := r.funcNamed(dm, "", "install")
	flags := func(names ...string) []string {
		var out []string
		for _, n := range names {
			if install.flag(n) == nil {
				fail("flow dependencies install has no --%s", n)
			}
			out = append(out, "--"+n)
		}
		return out
	}
	noArgs := r.lineOf(run.body(), "flags.skipDeployments = true", "if len(args) == 0 {")
	_ = r.lineOf(run.body(), "flags.skipAlias = true", "if len(args) == 0 {")
	pp := m("processPendingPrompts")
	deployAsks, _ := r.promptAsks(r.funcNamed(cliModule+"/internal/prompt", "", "AddContractToDeploymentPrompt"))
	ef := &EditFacts{}
	ef.Prompts = append(ef.Prompts,
		&PromptStep{Asks: []string{"Do you want to set up deployments for these dependencies?"},
			When:      "a contract named on the command line is added (core contracts never; with no arguments it installs what flow.json lists and asks nothing: " + noArgs + ")",
			SkippedBy: flags("skip-deployments"), Source: r.lineOf(pp.body(), `GenericBoolPrompt("Do you want to set up deployments for these dependencies?")`)},
		&PromptStep{Asks: deployAsks,
			When:      "you answer yes to setting up deployments: the account of each new dependency's emulator deployment",
			SkippedBy: flags("deployment-account"), Source: r.lineOf(m("updateDependencyDeployment").body(), "prompt.AddContractToDeploymentPrompt(", `if di.DeploymentAccount != "" {`)},
		&PromptStep{Asks: []string{"Do you want to set up aliases for these dependencies?"},
			When:      "a contract named on the command line is added (not a core or DeFi Actions contract; never with no arguments)",
			SkippedBy: flags("skip-alias"), Source: r.lineOf(pp.body(), `GenericBoolPrompt("Do you want to set up aliases for these dependencies?")`)},
		&PromptStep{Asks: []string{"Enter an alias address for %s on %s if you have one, otherwise leave blank"},
			When:   "you answer yes to setting up aliases: the address on the other network (testnet for a mainnet contract, mainnet for a testnet one), unless the same account already has one",
			Source: r.lineOf(m("updateDependencyAlias").body(), `"Enter an alias address for %s on %s if you have one, otherwise leave blank"`)},
		&PromptStep{Asks: []string{"The latest version of %s is different from the one you have locally. Do you want to update it?"},
			When:      "the network's code of an installed dependency no longer has the hash flow.json records (--update answers yes, --skip-update-prompts keeps the local version)",
			SkippedBy: flags("update", "skip-update-prompts"), Source: r.lineOf(pp.body(), "GenericBoolPrompt(msg)", "if pending.needsUpdate {")},
	)
	refuse := func(f *fnode, snippet, when string) {
		msg, at := r.errorAt(f, snippet)
		ef.Refuses = append(ef.Refuses, &RefusalStep{Error: msg, When: when, Source: at})
	}
	refuse(r.funcNamed(dm, "", "NewDependencyInstaller"), "cannot use both --update and --skip-update-prompts", "--update and --skip-update-prompts are both given")
	refuse(run, "invalid dependency format", "an argument is neither a core or DeFi Actions contract name nor NETWORK://ADDRESS[.NAME]")
	refuse(m("AddAllByNetworkAddress"), "--name flag is not supported", "--name is given with NETWORK://ADDRESS (all contracts of an address)")
	refuse(m("handleFoundContract"), "cannot install with --skip-update-prompts flag when local files have been modified", "--skip-update-prompts is given, the network's code changed and the file under imports/ no longer has the recorded hash")
	refuse(m("processPendingPrompts"), "has changed on-chain but file does not exist locally", "you decline an update and the contract's file is missing")
	refuse(m("checkForCrossNetworkDuplicate"), "already exists with a different source", "flow.json has a dependency of that name from another address, and no alias maps the new one")
	refuse(m("updateDependencyDeployment"), "deployment account '%s' not found in flow.json accounts", "--deployment-account names an account flow.json does not have")
	var contractFile string
	for _, w := range install.Writes {
		if w.Kind == "file" && strings.HasSuffix(w.File, ".cdc") {
			contractFile = w.File
		}
	}
	if contractFile == "" {
		fail("flow dependencies install writes no .cdc file: read what it does")
	}
	hf := m("handleFoundContract")
	ef.Saves = append(ef.Saves,
		&SaveStep{What: "the contract's code, in " + contractFile,
			When:   "the dependency is new, its file is missing or differs from the network's code, or an update is accepted",
			Source: r.lineOf(hf.body(), "shouldWrite := !fileExists || fileModified || (hashMismatch && di.Update)")},
		&SaveStep{What: "flow.json (dependencies: source, hash, block_height, aliases; contracts; deployments)",
			When:   "always, after all dependencies are processed",
			Source: r.lineOf(m("Install").body(), "di.saveState()")},
	)
	depRule := r.funcNamed(flowkitModule+"/config", "Dependencies", "AddOrUpdate")
	action, match, detail, rule := r.collectionRule(depRule)
	ef.Existing = append(ef.Existing,
		&ExistingStep{Section: "dependencies", Match: match, Action: action, Detail: detail + " (source, hash, block_height)",
			Source: r.lineOf(m("saveDependencyState").body(), "di.State.Dependencies().AddOrUpdate(dep)"), Rule: rule},
		&ExistingStep{Section: "imports/ (contract files)", Match: "address and name", Action: "replaced",
			Detail: "a file that differs from the network's code (edited locally) is overwritten with it",
			Source: r.lineOf(hf.body(), "fileModified = true")},
		&ExistingStep{Section: "dependencies", Match: "Name", Action: "kept",
			Detail: "with --skip-update-prompts, a dependency whose file still has the recorded hash stays at its version",
			Source: r.lineOf(hf.body(), "return nil", "// This is truly frozen - keep it as is")},
		&ExistingStep{Section: "contracts", Match: "Name", Action: "kept",
			Detail: "a contract of the same name that is not a dependency is kept and reported: " +
				r.evalStr(ectx{f: m("checkForConflictingContracts")}, findCall(m("checkForConflictingContracts").body(), "fmt.Sprintf"), 0, false)[0],
			Source: r.lineOf(m("checkForConflictingContracts").body(), "already exists in flow.json")},
	)
	deployAdd := r.funcNamed(flowkitModule+"/config", "Deployment", "AddContract")
	a2, m2, d2, rule2 := r.collectionRule(deployAdd)
	ef.Existing = append(ef.Existing, &ExistingStep{Section: "deployments", Match: m2, Action: a2,
		Detail: d2 + "; a deployment of that account and network is extended, not replaced",
		Source: r.lineOf(m("updateDependencyDeployment").body(), "deployment.AddContract("), Rule: rule2})
	install.Edits = ef
	// flow dependencies add only prints that it is deprecated
	addRun := r.funcNamed(dm, "", "add")
	if len(addRun.body().List) != 2 || r.source(addRun.body().List[1]) != "return nil, nil" {
		fail("%s: flow dependencies add does more than print a deprecation: read it", r.pos(addRun.decl.Pos()))
	}
	add.Edits = &EditFacts{}
}

func findCall(n ast.Node, fun string) ast.Expr {
	var out ast.Expr
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && out == nil {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name+"."+sel.Sel.Name == fun {
					out = call
				}
			}
		}
		return true
	})
	if out == nil {
		fail("%s: no call of %s", "", fun)
	}
	return out
}

// ---- flow.json fields ----

// FieldFact is a field of flow.json that flowkit's loader reads.
type FieldFact struct {
	// The path of the field: `*` for the name of an entry (a network, an account...).
	Field  string `json:"field"`
	GoType string `json:"goType"`
	Source string `json:"source"`
}

// readFlowJSONFields walks the types flowkit's config/json parser unmarshals flow.json into:
// struct fields by their JSON names, maps (entries by name), and the types each UnmarshalJSON
// method unmarshals into.
func (r *reader) readFlowJSONFields() map[string]any {
	js := r.load(flowkitModule + "/config/json")
	des := js.methods["Parser"]["Deserialize"]
	if des == nil {
		fail("flowkit config/json: no Parser.Deserialize")
	}
	entry := r.lineOf(des.Body, "json.Unmarshal(raw, &jsonConf)")
	fields := map[string]*FieldFact{}
	add := func(path, goType, at string) {
		if f, ok := fields[path]; ok {
			if !strings.Contains(" | "+f.GoType+" | ", " | "+goType+" | ") {
				f.GoType += " | " + goType
			}
			return
		}
		fields[path] = &FieldFact{Field: path, GoType: goType, Source: at}
	}
	var walk func(path string, t ast.Expr, depth int)
	walk = func(path string, t ast.Expr, depth int) {
		if depth > 12 {
			fail("%s: types nest too deep", r.pos(t.Pos()))
		}
		switch x := t.(type) {
		case *ast.Ident:
			ts := js.types[x.Name]
			if ts == nil {
				return // a basic type
			}
			if m := js.methods[x.Name]["UnmarshalJSON"]; m != nil {
				targets := 0
				ast.Inspect(m.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok || r.source(call.Fun) != "json.Unmarshal" || len(call.Args) != 2 {
						return true
					}
					u, ok := call.Args[1].(*ast.UnaryExpr)
					id, ok2 := u.X.(*ast.Ident)
					if !ok || !ok2 {
						fail("%s: json.Unmarshal into something other than &variable", r.pos(call.Pos()))
					}
					var typ ast.Expr
					ast.Inspect(m.Body, func(n ast.Node) bool {
						if vs, ok := n.(*ast.ValueSpec); ok {
							for _, nm := range vs.Names {
								if nm.Name == id.Name {
									typ = vs.Type
								}
							}
						}
						return true
					})
					if typ == nil {
						fail("%s: cannot tell the type of %s", r.pos(call.Pos()), id.Name)
					}
					if r.source(typ) == "map[string]any" || r.source(typ) == "map[string]interface{}" {
						return true // a probe of the format
					}
					targets++
					if path != "" {
						add(path, r.source(typ), r.pos(call.Pos()))
					}
					walk(path, typ, depth+1)
					return true
				})
				if targets == 0 {
					fail("%s: %s.UnmarshalJSON unmarshals into no type", r.pos(m.Pos()), x.Name)
				}
				return
			}
			walk(path, ts.Type, depth+1)
		case *ast.StarExpr:
			walk(path, x.X, depth+1)
		case *ast.ArrayType:
			walk(path, x.Elt, depth+1)
		case *ast.MapType:
			add(path+".*", r.source(x.Value), r.pos(x.Pos()))
			walk(path+".*", x.Value, depth+1)
		case *ast.StructType:
			for _, f := range x.Fields.List {
				if len(f.Names) == 0 {
					fail("%s: an embedded field in a flow.json type", r.pos(f.Pos()))
				}
				for _, n := range f.Names {
					name := n.Name
					if f.Tag != nil {
						raw, _ := strconv.Unquote(f.Tag.Value)
						if tag := strings.Split(reflect.StructTag(raw).Get("json"), ",")[0]; tag != "" {
							name = tag
						}
					}
					if name == "-" || !ast.IsExported(n.Name) {
						continue
					}
					if f.Tag == nil {
						fail("%s: untagged field %s in a flow.json type", r.pos(f.Pos()), n.Name)
					}
					p := strings.TrimPrefix(path+"."+name, ".")
					add(p, r.source(f.Type), r.pos(f.Pos()))
					walk(p, f.Type, depth+1)
				}
			}
		}
	}
	root := js.types["jsonConfig"]
	if root == nil {
		fail("flowkit config/json: no jsonConfig")
	}
	walk("", root.Type, 0)
	var list []*FieldFact
	for _, f := range fields {
		list = append(list, f)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Field < list[j].Field })
	return map[string]any{
		"about":  "the fields flowkit's config/json package unmarshals flow.json into (a field no type names is ignored when the file is loaded); `*` is the name of an entry",
		"source": entry,
		"fields": list,
	}
}
