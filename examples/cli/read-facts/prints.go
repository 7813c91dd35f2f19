// Prints: the format strings of the lines a command prints, `prints` of each command and of
// commandWrapper, which the check holds the docs' sample outputs against; and the evaluation of
// string expressions (evalStr) that the other parts use for URLs, file names and messages.
//
// In the functions behaviour.go reaches (the CLI, flowkit, flow-emulator, and
// cadence-tools/test's test_runner.go for `flow test`), each with its `via`:
//   - print: fmt.Print*/Fprint*, io.WriteString and a writer's WriteString/WriteRune/WriteByte,
//     consecutive writes to one writer in a block joined into lines (a result's String() through
//     a tabwriter);
//   - result: what the String, Oneliner, View and Error methods of reached types return (the
//     CLI's command results, flowkit's and the emulator's types);
//   - logger, progress: flowkit's output.Logger Info/Error/Debug and StartProgress, with what
//     flowkit's StdoutLogger (output/logger.go) adds to the text (the error emoji);
//   - log: zerolog events (the emulator's log: Info().Str(...).Msgf(...)) as zerolog's console
//     writer prints them (time, level, message, fields by name, error first), with the level names
//     of FormattedLevels, read in zerolog's globals.go at the version the CLI pins (Go module
//     cache);
//   - prompt: the messages handed to the functions of flow-cli internal/prompt;
//   - sprintf, error: strings the code builds with fmt.Sprint*, fmt.Errorf and errors.New (the
//     wrapper prints an error as "❌ Command Error: ...").
// Constant parts are evaluated: constants and package variables, local variables as they stand
// where they are used, string-returning functions of the modules (inlined with their arguments),
// lipgloss's Render and aurora's coloured values (their text; ANSI escapes dropped),
// filepath.Join, list literals and append-ed slice fields, struct fields the package sets, and
// the arguments every caller of an unexported function passes; what cannot be known stays a
// verb (%s, %d, %v), which the check reads as a wildcard.

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// PrintFact is a format string of a line a command prints.
type PrintFact struct {
	Format string `json:"format"`
	Via    string `json:"via"`
	Source string `json:"source"`
}

const wildcard = "%v"

const maxAlts = 16

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

// ---- printed lines ----

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
